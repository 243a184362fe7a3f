/**
 * The console specification's password rule (§5), in its own words. Every API call that sets a
 * password re-checks it here, whatever the console already checked.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const passwordMessages = {
  rule: 'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)',
  newPasswordRequired: 'New Password is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  mustMatch: 'Passwords must match',
} as const;

// Lower, upper, digit and special character each at least once; nothing outside those classes.
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;

export function meetsPasswordRule(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

/** The first §5 message a new password breaks, or undefined when it is fine. */
export function newPasswordProblem(
  password: string | undefined,
  requiredMessage: string = passwordMessages.newPasswordRequired,
): string | undefined {
  if (!password) return requiredMessage;
  if (!meetsPasswordRule(password)) return passwordMessages.rule;
  return undefined;
}

/** New password plus its confirmation, as the reset and change-password forms send them. */
export function passwordChangeProblem(input: { newPassword?: string; confirmPassword?: string }): string | undefined {
  const problem = newPasswordProblem(input.newPassword);
  if (problem) return problem;
  if (!input.confirmPassword) return passwordMessages.confirmPasswordRequired;
  if (input.confirmPassword !== input.newPassword) return passwordMessages.mustMatch;
  return undefined;
}
