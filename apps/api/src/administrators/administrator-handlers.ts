import type { PasswordCost } from '../auth/password-hash';
import { requireAuth } from '../auth/access-guard';
import { hashPassword } from '../auth/password-hash';
import { logSecurityEvent } from '../auth/security-events';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { QueryOf } from '../http/contract-types';
import { expectedVersionOf } from '../http/if-match';
import { likePattern, paginationOf, readPage, withoutTotal } from '../http/paging';
import { versionGuard } from '../http/version-conflict';
import { readSort } from '../http/sorting';
import { CHANGE_MESSAGES, nameProblem, nameRules, normaliseEmail, passwordProblem, splitUsPhone, usPhoneProblem } from '@console/rules';

export const administratorMessages = {
  created: CHANGE_MESSAGES.adminCreated,
  deleted: CHANGE_MESSAGES.adminDeleted,
  emailTaken: 'An account with this email address already exists',
  cannotRemoveSelf: 'You cannot remove your own access',
  notFound: 'Admin not found',
} as const;

export const FULL_NAME = `btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
/** The Admins screen's search ($1, an ILIKE pattern or null) over `users u`; the list and its export share it. */
export const ADMINISTRATOR_FILTER = `u.user_type = 'Administrator'
  AND ($1::text IS NULL OR ${FULL_NAME} ILIKE $1 OR u.email_address ILIKE $1 OR coalesce(u.phone_number, '') ILIKE $1)`;
type AdministratorSort = NonNullable<QueryOf<'getAdministrators'>['order_by']>;
const SORT_COLUMNS: Record<AdministratorSort, string> = {
  fullName: `lower(${FULL_NAME})`,
  emailAddress: 'lower(u.email_address)',
  phoneNumber: 'u.phone_number',
};

/** The Administrator list row's columns, over `users u`. */
const ADMINISTRATOR_COLUMNS = `u.version, u.user_id AS "userId", ${FULL_NAME} AS "fullName", u.email_address AS "emailAddress",
  u.phone_country_code AS "phoneCountryCode", u.phone_number AS "phoneNumber"`;

interface AdministratorRow {
  version: number;
  userId: number;
  fullName: string;
  emailAddress: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}

const toAdministrator = (admin: AdministratorRow) => ({
  ...admin,
  phoneCountryCode: admin.phoneCountryCode ?? '+1',
  phoneNumber: admin.phoneNumber ?? '',
});

/** The Admins screen (super admin only, spec §2, §5 Add Admin, §7 Administrators). */
export function administratorHandlers({ db, passwordCost }: { db: Database; passwordCost?: PasswordCost }): OperationHandlers {
  const versions = versionGuard(db);
  /** One administrator as a 412 names and shows them: their list row. */
  const versioned = (userId: number) => ({
    noun: 'administrator account',
    trail: { objectTypes: ['Administrator', 'Account'], objectId: userId },
    current: async () => {
      const [admin] = await db.query<AdministratorRow>(
        `SELECT ${ADMINISTRATOR_COLUMNS} FROM users u WHERE u.user_id = $1 AND u.user_type = 'Administrator'`,
        [userId],
      );
      if (!admin) throw notFound(administratorMessages.notFound);
      return toAdministrator(admin);
    },
  });

  return {
    async getAdministrators(request) {
      const { query } = request;
      const paging = readPage(query);
      const { key, direction } = readSort(query, Object.keys(SORT_COLUMNS) as AdministratorSort[], 'fullName');
      const sortColumn = SORT_COLUMNS[key];
      const rows = await db.query<AdministratorRow & { total: number }>(
        `SELECT ${ADMINISTRATOR_COLUMNS}, count(*) OVER () AS total
           FROM users u
          WHERE ${ADMINISTRATOR_FILTER}
          ORDER BY ${sortColumn} ${direction}, u.user_id ${direction}
          LIMIT $2 OFFSET $3`,
        [likePattern(query.keywords), paging.size, paging.offset],
      );
      const total = rows[0]?.total ?? (await countAdministrators(db, likePattern(query.keywords)));
      return {
        administrators: rows.map(withoutTotal).map(toAdministrator),
        pagination: paginationOf(total, paging),
      };
    },

    async createAdministrator(request, reply) {
      const { body } = request;
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      const problem =
        nameProblem(nameRules.adminFirstName, firstName) ??
        nameProblem(nameRules.adminLastName, lastName) ??
        passwordProblem(body.password) ??
        usPhoneProblem(body.phoneNumber, body.phoneCountryCode);
      if (problem) throw badRequest(problem);

      const email = normaliseEmail(body.emailAddress);
      const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email_address) = $1', [email]);
      if (taken) throw conflict(administratorMessages.emailTaken, 'emailAddress');
      const passwordHash = await hashPassword(body.password, passwordCost);
      try {
        // The super admin chose the password, so the new administrator sets their own at first sign-in.
        const [created] = await db.query<{ userId: number }>(
          `INSERT INTO users (user_type, first_name, last_name, email_address, phone_country_code, phone_number,
                              is_super_admin, need_to_change_password, password_hash)
           VALUES ('Administrator', $1, $2, $3, '+1', $4, false, true, $5)
           RETURNING user_id AS "userId"`,
          [firstName, lastName, email, splitUsPhone(body.phoneNumber).phoneNumber, passwordHash],
        );
        logSecurityEvent(request.log, 'administrator.added', { userId: created.userId, byUserId: requireAuth(request).user.userId });
        reply.code(201);
        return { message: administratorMessages.created, userId: created.userId };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(administratorMessages.emailTaken, 'emailAddress');
        throw error;
      }
    },

    async deleteAdministrator(request) {
      const { user } = requireAuth(request);
      const { id } = request.params;
      if (Number(id) === user.userId) throw forbidden(administratorMessages.cannotRemoveSelf);
      // Sessions and reset codes go with the account (ON DELETE CASCADE); sent notifications stay.
      const deleted = await db.query(
        `DELETE FROM users WHERE user_id = $1 AND user_type = 'Administrator' AND ($2::int[] IS NULL OR version = ANY($2::int[]))
         RETURNING user_id`,
        [id, versions.sqlVersions(expectedVersionOf(request))],
      );
      if (deleted.length === 0) {
        const [admin] = await db.query<{ version: number }>(
          `SELECT version FROM users WHERE user_id = $1 AND user_type = 'Administrator'`,
          [id],
        );
        versions.refused(admin?.version, versioned(Number(id)), () => notFound(administratorMessages.notFound));
      }
      logSecurityEvent(request.log, 'administrator.removed', { userId: Number(id), byUserId: user.userId });
      return { message: administratorMessages.deleted };
    },
  };
}

async function countAdministrators(db: Database, pattern: string | null): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM users u WHERE ${ADMINISTRATOR_FILTER}`, [pattern]);
  return row.total;
}
