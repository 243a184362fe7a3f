import type {
  AdministratorCreatedResponse,
  AdministratorListResponse,
  CreateAdministratorRequest,
  CsvExportResponse,
  DeleteAdministratorHeaders,
  ExportAdministratorsParams,
  GetAdministratorsParams,
  MessageOnlyResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * `keywords` matches name, email and phone. The console's older names for these
parameters (`pageNum`, `pageSize`, `searchQuery`) are not accepted.

 * @summary List administrator accounts, sorted by fullName ascending unless asked otherwise
 */
export const getAdministrators = (
    params?: GetAdministratorsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AdministratorListResponse>(
      {url: `/admin/administrator/get-administrators`, method: 'GET',
        params
    },
      options);
    }
  /**
 * The new administrator must change the password at first sign-in. Fallback on failure 'Failed to create Admin'.
 * @summary Create an administrator account (not a super admin)
 */
export const createAdministrator = (
    createAdministratorRequest: CreateAdministratorRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AdministratorCreatedResponse>(
      {url: `/admin/administrator/create-administrator`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createAdministratorRequest
    },
      options);
    }
  /**
 * A super admin cannot remove their own access (403). Fallback on failure 'Failed to delete Admin'.
 * @summary Remove an administrator's access
 */
export const deleteAdministrator = (
    id: number,
    headers: DeleteAdministratorHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageOnlyResponse>(
      {url: `/admin/administrator/delete-administrator/${id}`, method: 'DELETE',
      headers
    },
      options);
    }
  /**
 * Not shown by the console spec. The same `keywords` and order as getAdministrators, every matching
account (no paging), as CSV (see CsvExport): `Admin Name,Admin Email,Admin Phone Number`.
The file is `administrators-YYYY-MM-DD.csv`.

 * @summary Every administrator the search selects, as CSV (the Admins screen's export)
 */
export const exportAdministrators = (
    params?: ExportAdministratorsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<CsvExportResponse>(
      {url: `/admin/administrator/export-administrators`, method: 'GET',
        params
    },
      options);
    }
  export type GetAdministratorsResult = NonNullable<Awaited<ReturnType<typeof getAdministrators>>>
export type CreateAdministratorResult = NonNullable<Awaited<ReturnType<typeof createAdministrator>>>
export type DeleteAdministratorResult = NonNullable<Awaited<ReturnType<typeof deleteAdministrator>>>
export type ExportAdministratorsResult = NonNullable<Awaited<ReturnType<typeof exportAdministrators>>>
