import type { FastifyRequest } from 'fastify';
import { passwordMessages } from '@console/rules';
import { badRequest } from '../http/api-error';
import { verifyPassword, type PasswordCost } from './password-hash';
import { logSecurityEvent } from './security-events';
import type { SignInThrottle } from './sign-in-throttle';
import type { UserRecord } from './users';

/**
 * Changing the password or the sign-in email asks for the password in use, so a session alone (were it
 * taken) cannot take the account over. Each wrong password counts against the caller's address like a
 * failed sign-in, so a taken session cannot be used to guess it either.
 */
export async function requireCurrentPassword(
  deps: { throttle: SignInThrottle; passwordCost?: PasswordCost },
  request: FastifyRequest,
  user: UserRecord,
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest(passwordMessages.currentRequired, 'currentPassword');
  const attempt = await deps.throttle.takeClient(request, 'confirmPassword');
  if (!(await verifyPassword(password, user.passwordHash, deps.passwordCost))) {
    logSecurityEvent(request.log, 'password.confirm-refused', { userId: user.userId, ip: request.ip });
    throw badRequest(passwordMessages.currentWrong, 'currentPassword');
  }
  await deps.throttle.release(attempt);
}
