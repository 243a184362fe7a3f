import { Form, Formik } from 'formik';
import { Link, Navigate, useNavigate } from 'react-router';
import * as yup from 'yup';
import { announcedCall, forgotPassword } from '@console/api-client';
import { TextField, Button } from '@console/ui';
import { AuthCard } from '../../shared/auth-card';
import { normaliseEmail } from '@console/rules';
import { emailField } from '@console/rules/yup';
import { useLoginType } from '../../shared/login-type';
import { authHref } from '../../paths';

const forgotPasswordSchema = yup.object({ emailAddress: emailField() });

/** Spec §2 /forgot-password: sends a verification code, then continues to /reset-password?email=…. */
export function ForgotPasswordPage() {
  const userType = useLoginType();
  const navigate = useNavigate();
  if (!userType) return <Navigate to={authHref.welcome()} replace />;

  const submit = async ({ emailAddress }: { emailAddress: string }) => {
    const email = normaliseEmail(emailAddress);
    const sent = await announcedCall(() => forgotPassword({ emailAddress: email, userType }), { failure: 'Failed to send reset email' });
    if (sent) navigate(authHref.resetPassword(email), { state: { userType } });
  };

  return (
    <AuthCard title="Forgot Password">
      <p>Enter your email address and we will send you a verification code.</p>
      <Formik initialValues={{ emailAddress: '' }} validationSchema={forgotPasswordSchema} validateOnMount onSubmit={submit}>
        {({ isSubmitting, isValid }) => (
          <Form noValidate>
            <TextField name="emailAddress" label="Email Address" type="email" autoComplete="username" />
            <Button
              type="submit"
              variant="primary"
              className="auth-card__submit"
              disabled={!isValid}
              busy={isSubmitting}
              busyLabel="Sending..."
            >
              Get Code
            </Button>
          </Form>
        )}
      </Formik>
      <Link to={authHref.login()} state={{ userType }} className="auth-card__link">
        Back to Login
      </Link>
    </AuthCard>
  );
}
