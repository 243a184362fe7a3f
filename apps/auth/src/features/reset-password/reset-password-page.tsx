import { CHANGE_MESSAGES } from '@console/rules';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { announcedCall, forgotPassword, resetPassword } from '@console/api-client';
import { TextField, Button } from '@console/ui';
import { AuthCard } from '../../shared/auth-card';
import { useLoginType } from '../../shared/login-type';
import { authHref } from '../../paths';
import { resetPasswordInitialValues, resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';
import { useResendCountdown } from './use-resend-countdown';

/**
 * Spec §2 /reset-password?email=…: a code, a new password and its confirmation; Resend Code sends a
 * new code and then waits 90 seconds, for that email, even across leaving the screen. Success returns to '/'.
 */
export function ResetPasswordPage() {
  const userType = useLoginType();
  const email = useSearchParams()[0].get('email') ?? '';
  const navigate = useNavigate();
  const countdown = useResendCountdown(email);
  const [resending, setResending] = useState(false);
  if (!userType || !email) return <Navigate to={authHref.forgotPassword()} state={{ userType }} replace />;

  const submit = async (values: ResetPasswordValues) => {
    const reset = await announcedCall(() => resetPassword({ emailAddress: email, userType, ...values }), {
      success: CHANGE_MESSAGES.passwordChanged,
      failure: 'Failed to Reset Password',
    });
    if (reset) navigate(authHref.welcome(), { replace: true });
  };

  const resend = async () => {
    setResending(true);
    const sent = await announcedCall(() => forgotPassword({ emailAddress: email, userType }), { failure: 'Failed to send reset email' });
    setResending(false);
    if (sent) countdown.start();
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <AuthCard title="Reset Password">
      <p>Enter the verification code sent to {email}.</p>
      <Formik initialValues={resetPasswordInitialValues} validationSchema={resetPasswordSchema} validateOnMount onSubmit={submit}>
        {({ isSubmitting, isValid }) => (
          <Form noValidate>
            <TextField name="resetCode" label="Verification Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            <Button
              type="submit"
              variant="primary"
              className="auth-card__submit"
              disabled={!isValid}
              busy={isSubmitting}
              busyLabel="Resetting..."
            >
              Reset Password
            </Button>
          </Form>
        )}
      </Formik>
      <Button variant="link" className="auth-card__link-button" onClick={resend} disabled={waiting || resending} aria-live="polite">
        {waiting ? `Resend Code again in ${countdown.secondsLeft} seconds` : 'Resend Code'}
      </Button>
    </AuthCard>
  );
}
