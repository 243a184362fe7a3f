import * as yup from 'yup';
import type { CreateServiceTokenRequest } from '@console/api-client';

/** The contract's limit on a token's name (CreateServiceTokenRequest.name). */
export const SERVICE_TOKEN_NAME_MAX = 80;

export const serviceTokenSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Please enter a name for the service token')
    .max(SERVICE_TOKEN_NAME_MAX, `A service token's name is at most ${SERVICE_TOKEN_NAME_MAX} characters`),
});

export type ServiceTokenValues = yup.InferType<typeof serviceTokenSchema>;

export const serviceTokenInitialValues: ServiceTokenValues = { name: '' };

/** The one permission there is: the rolling releases' writes, and the signals they are judged on. */
export function toCreateServiceTokenRequest(values: ServiceTokenValues): CreateServiceTokenRequest {
  return { name: values.name.trim(), permission: 'release:write' };
}
