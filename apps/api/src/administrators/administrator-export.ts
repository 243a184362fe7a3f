import { ADMINISTRATOR_FILTER, FULL_NAME } from './administrator-handlers';
import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { readSort } from '../http/sorting';
import { csvLine, PhoneCell } from '../http/csv';
import type { SortKey } from '../http/keyset';
import { nullableKeys, phoneText, type ListExport } from '../http/list-export';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';

/** The Admins list as its export reads it (http/list-export.ts). */
interface AdministratorRow {
  fullName: string;
  emailAddress: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}

export function administratorsExport(query: QueryOf<'exportAdministrators'>): ListExport<AdministratorRow> {
  const { key, direction } = readSort(query, ['fullName', 'emailAddress', 'phoneNumber'] as const, 'fullName');
  const sortKeys: Record<typeof key, SortKey[]> = {
    fullName: [{ sql: `lower(${FULL_NAME})`, direction }],
    emailAddress: [{ sql: 'lower(u.email_address)', direction }],
    phoneNumber: nullableKeys('u.phone_number', direction),
  };
  return {
    fileWords: 'administrators',
    header: ['Admin Name', 'Admin Email', 'Admin Phone Number'],
    list: {
      columns: `${FULL_NAME} AS "fullName", u.email_address AS "emailAddress", u.phone_country_code AS "phoneCountryCode",
                u.phone_number AS "phoneNumber"`,
      from: 'users u',
      where: [`(${ADMINISTRATOR_FILTER})`],
      params: [likePattern(query.keywords)],
      keys: [...sortKeys[key], { sql: 'u.user_id', direction }],
    },
    line: (row) => csvLine([row.fullName, row.emailAddress, new PhoneCell(phoneText(row.phoneCountryCode, row.phoneNumber))]),
  };
}

/** Its export call: who may export is who may read the list (x-roles). */
export function administratorExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return { exportAdministrators: async (request, reply) => sendListExport(db, now, reply, administratorsExport(request.query)) };
}
