import type { ServicePermission } from './servicePermission';

export interface CreateServiceTokenRequest {
  /**
   * What it is for, e.g. 'Release pipeline'
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  permission: ServicePermission;
}
