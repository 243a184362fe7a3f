import { emailProblem, nameProblem, nameRules, normaliseEmail, passwordProblem } from '@console/rules';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';

export interface SuperAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** A refusal the command prints as it is, one line. */
export class AdminCommandError extends Error {}

/**
 * The first super admin of a real deployment (production never seeds the demo accounts). The operator
 * chose the password, so it is not one to change at first sign-in; the same rules as the Admins screen.
 */
export async function createSuperAdmin(db: Database, input: SuperAdminInput): Promise<{ userId: number; email: string }> {
  const email = normaliseEmail(input.email);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const problem =
    emailProblem(email) ??
    nameProblem(nameRules.adminFirstName, firstName) ??
    nameProblem(nameRules.adminLastName, lastName) ??
    passwordProblem(input.password);
  if (problem) throw new AdminCommandError(problem);
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db.query<{ userId: number }>(
      `INSERT INTO users (user_type, first_name, last_name, email_address, is_super_admin, need_to_change_password, password_hash)
       VALUES ('Administrator', $1, $2, $3, true, false, $4)
       RETURNING user_id AS "userId"`,
      [firstName, lastName, email, passwordHash],
    );
    return { userId: created.userId, email };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminCommandError(`An account with the email ${email} already exists`);
    throw error;
  }
}
