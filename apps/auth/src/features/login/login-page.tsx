import { Form, Formik } from 'formik';
import { Link, Navigate } from 'react-router';
import toast from 'react-hot-toast';
import { announceSuccess, announcedCall, login } from '@console/api-client';
import { session } from '@console/session';
import { TextField, Button } from '@console/ui';
import { AuthCard } from '../../shared/auth-card';
import { normaliseEmail } from '@console/rules';
import { useLoginType } from '../../shared/login-type';
import { authHref } from '../../paths';
import { loginInitialValues, loginSchema, type LoginValues } from './login-schema';

export const CUSTOMER_REFUSED_MESSAGE = 'Please login from the app as a customer';

/**
 * Spec §2 /login. Opened without a chosen user type (a bookmark, a typed URL) it sends the user to
 * the welcome screen to choose, since the API needs the type to sign in.
 */
export function LoginPage() {
  const userType = useLoginType();
  if (!userType) return <Navigate to={authHref.welcome()} replace />;

  const submit = async (values: LoginValues) => {
    const credentials = { emailAddress: normaliseEmail(values.emailAddress), password: values.password, userType };
    // Announced here once the account type is known: a customer is refused, not welcomed.
    const response = await announcedCall(() => login(credentials), { success: false, failure: 'Failed to Login' });
    if (!response) return;
    if (response.user.userType === 'Customer') {
      toast.error(CUSTOMER_REFUSED_MESSAGE);
      return;
    }
    announceSuccess(response, 'Login successfully');
    session.setLoginType(userType);
    // The shell's guards see the token and move the user to their role's home route.
    session.signIn(response.token, response.user);
  };

  return (
    <AuthCard title="Login">
      <p>You are logging in as an {userType}</p>
      <Formik initialValues={loginInitialValues} validationSchema={loginSchema} validateOnMount onSubmit={submit}>
        {({ isSubmitting, isValid }) => (
          <Form noValidate>
            <TextField name="emailAddress" label="Email Address" type="email" autoComplete="username" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <Button
              type="submit"
              variant="primary"
              className="auth-card__submit"
              disabled={!isValid}
              busy={isSubmitting}
              busyLabel="Logging in..."
            >
              Login
            </Button>
          </Form>
        )}
      </Formik>
      <Link to={authHref.forgotPassword()} state={{ userType }} className="auth-card__link">
        Forgot Password?
      </Link>
    </AuthCard>
  );
}
