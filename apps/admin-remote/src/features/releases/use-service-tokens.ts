import { CHANGE_MESSAGES } from '@console/rules';
import {
  ifMatch,
  readFailureOf,
  succeeded,
  useCreateServiceToken,
  useListServiceTokens,
  useRevokeServiceToken,
  type FieldError,
  type ServiceToken,
} from '@console/api-client/queries';
import { toCreateServiceTokenRequest, type ServiceTokenValues } from './service-token-schema';

/** The Releases screen's service tokens: the list, making one (its secret returned once) and revoking one. */
export function useServiceTokens() {
  const list = useListServiceTokens({ query: { meta: { failure: 'Failed to get the service tokens' } } });
  const create = useCreateServiceToken({
    mutation: { meta: { success: CHANGE_MESSAGES.serviceTokenMade, failure: 'Failed to make the service token' } },
  });
  const revoke = useRevokeServiceToken({
    mutation: { meta: { success: CHANGE_MESSAGES.serviceTokenRevoked, failure: 'Failed to revoke the service token' } },
  });
  return {
    tokens: list.data?.serviceTokens ?? null,
    loading: list.isFetching,
    failure: readFailureOf(list, 'The service tokens'),
    /** The secret of the token made, or undefined when it was refused (its toast says why). */
    make: async (values: ServiceTokenValues, onFieldError?: (error: FieldError) => void): Promise<string | undefined> => {
      let secret: string | undefined;
      const made = create.mutateAsync({ data: toCreateServiceTokenRequest(values) }).then((answer) => (secret = answer.secret));
      return (await succeeded(made, onFieldError)) ? secret : undefined;
    },
    // From the version the row showed: a token revoked meanwhile is refused (412), the list reloaded.
    revoke: (token: ServiceToken) =>
      succeeded(revoke.mutateAsync({ serviceTokenId: token.serviceTokenId, headers: ifMatch(token.version) })),
  };
}
