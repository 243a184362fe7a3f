import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { FieldError, ServiceToken } from '@console/api-client/queries';
import {
  Button,
  ConfirmDialog,
  Loader,
  ReadFailureNotice,
  StatusBadge,
  Table,
  TableFrame,
  TableMessageRow,
  TextField,
  showOnField,
  type ReadFailure,
} from '@console/ui';
import { serviceTokenInitialValues, serviceTokenSchema, type ServiceTokenValues } from './service-token-schema';
import { useServiceTokens } from './use-service-tokens';

export interface ServiceTokensSectionProps {
  tokens: ServiceToken[] | null;
  loading: boolean;
  failure?: ReadFailure;
  /** Resolves to the new token's secret, or undefined when it was refused. */
  onMake: (values: ServiceTokenValues, onFieldError: (error: FieldError) => void) => Promise<string | undefined>;
  onRevoke: (token: ServiceToken) => Promise<boolean>;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

/**
 * The Releases screen's service tokens (super admins): automation calls the API with one instead of a
 * person's password (the release tool's RELEASE_API_TOKEN). Its secret is shown once, as it is made.
 */
export function ServiceTokensSection({ tokens, loading, failure, onMake, onRevoke }: ServiceTokensSectionProps) {
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ServiceToken | null>(null);

  return (
    <section className="releases-automation" aria-labelledby="service-tokens-title">
      <h2 id="service-tokens-title">Service tokens</h2>
      <p className="releases-automation__note">
        For automation such as the release tool in a pipeline (RELEASE_API_TOKEN). A token may only make the rolling releases&apos; changes
        and read their signals (release:write); every other call refuses it.
      </p>
      <Formik
        initialValues={serviceTokenInitialValues}
        validationSchema={serviceTokenSchema}
        onSubmit={async (values, form) => {
          const secret = await onMake(values, showOnField(form, values));
          if (secret) {
            setMade({ name: values.name.trim(), secret });
            setCopied(false);
            form.resetForm();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="releases-automation__form" aria-label="Make a service token" noValidate>
            <TextField name="name" label="Token name" maxLength={80} placeholder="Release pipeline" />
            <Button type="submit" variant="primary" busy={isSubmitting}>
              Make token
            </Button>
          </Form>
        )}
      </Formik>
      {made ? (
        <div className="releases-automation__secret" role="status" aria-label="New service token">
          <p>
            The secret of <strong>{made.name}</strong>, shown this once: copy it now into the automation&apos;s settings.
          </p>
          <code>{made.secret}</code>
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(made.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="link" onClick={() => setMade(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {failure ? <ReadFailureNotice failure={failure} /> : null}
      {tokens === null ? (
        loading && !failure ? (
          <Loader label="Loading service tokens..." />
        ) : null
      ) : (
        <TableFrame>
          <Table aria-label="Service tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Permission</th>
                <th scope="col">Made</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.length === 0 ? (
                <TableMessageRow colSpan={6}>No service tokens yet.</TableMessageRow>
              ) : (
                tokens.map((token) => (
                  <tr key={token.serviceTokenId}>
                    <th scope="row">{token.name}</th>
                    <td>{token.permission}</td>
                    <td>
                      {when(token.madeAt)} by {token.madeBy}
                    </td>
                    <td>{when(token.lastUsedAt)}</td>
                    <td>
                      {token.revokedAt ? (
                        <StatusBadge tone="neutral">Revoked {when(token.revokedAt)}</StatusBadge>
                      ) : (
                        <StatusBadge tone="success">Live</StatusBadge>
                      )}
                    </td>
                    <td>
                      {token.revokedAt ? null : (
                        <Button variant="danger" aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </TableFrame>
      )}
      {revoking ? (
        <ConfirmDialog
          title="Revoke service token"
          message={`Revoke "${revoking.name}"? Every call made with it is refused from then on; the automation using it stops.`}
          confirmLabel="Revoke token"
          cancelLabel="Cancel"
          destructive
          onCancel={() => setRevoking(null)}
          onConfirm={async () => {
            await onRevoke(revoking);
            setRevoking(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** The section over its data hook. */
export function ServiceTokens() {
  const { tokens, loading, failure, make, revoke } = useServiceTokens();
  return <ServiceTokensSection tokens={tokens} loading={loading} failure={failure} onMake={make} onRevoke={revoke} />;
}
