import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { Link, Navigate } from 'react-router';
import { announceSuccess, apiErrorMessage, login, toasts } from '@console/api-client';
import { session } from '@console/session';
import { TextField, Button } from '@console/ui';
import { AuthCard } from '../../shared/auth-card';
import { normaliseEmail } from '@console/rules';
import { useLoginType, withArticle } from '../../shared/login-type';
import { authHref } from '../../paths';
import { loginInitialErrors, loginInitialValues, loginValidation, type LoginValues } from './login-values';

export const CUSTOMER_REFUSED_MESSAGE = 'Please login from the app as a customer';

/**
 * Every sign-in failure shows under this one toast id, so a new attempt and a success can take the
 * last one away: it must not linger over the dashboard once the user is in.
 */
export const SIGN_IN_ERROR_TOAST_ID = 'sign-in-error';

/**
 * Spec §2 /login. Opened without a chosen user type (a bookmark, a typed URL) it sends the user to
 * the welcome screen to choose, since the API needs the type to sign in.
 */
export function LoginPage() {
  const userType = useLoginType();
  // Once the form is drawn and the page idle: the first keystroke then finds its validation there.
  useEffect(() => loginValidation.preloadWhenIdle(), []);
  if (!userType) return <Navigate to={authHref.welcome()} replace />;

  const submit = async (values: LoginValues) => {
    toasts.dismiss(SIGN_IN_ERROR_TOAST_ID);
    const credentials = { emailAddress: normaliseEmail(values.emailAddress), password: values.password, userType };
    let response: Awaited<ReturnType<typeof login>>;
    try {
      response = await login(credentials);
    } catch (error) {
      // Spec §8: the server's message, 'Network Error', else the fallback; the form keeps what was typed.
      toasts.error(apiErrorMessage(error, 'Failed to Login'), { id: SIGN_IN_ERROR_TOAST_ID });
      return;
    }
    // Announced here once the account type is known: a customer is refused, not welcomed.
    if (response.user.userType === 'Customer') {
      toasts.error(CUSTOMER_REFUSED_MESSAGE, { id: SIGN_IN_ERROR_TOAST_ID });
      return;
    }
    announceSuccess(response, 'Login successfully');
    session.setLoginType(userType);
    // The shell's guards see the token and move the user to their role's home route.
    session.signIn(response.token, response.user);
  };

  return (
    <AuthCard title="Login">
      <p>You are logging in as {withArticle(userType)}</p>
      {/* The welcome screen's choice may have been the wrong one: the way back to choose again. */}
      <Link to={authHref.welcome()} className="auth-card__link auth-card__change-type">
        Not {withArticle(userType)}? Choose again
      </Link>
      <Formik initialValues={loginInitialValues} initialErrors={loginInitialErrors} validate={loginValidation.validate} onSubmit={submit}>
        {({ isSubmitting, isValid }) => (
          <Form noValidate>
            {/* The screen is for signing in: the first key typed goes to the email (issue 35 §12). */}
            <TextField name="emailAddress" label="Email Address" type="email" autoComplete="username" autoFocus />
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
      {/* A press keeps the focus where it is: leaving the focused, empty email would show its error first,
          moving this link down under the pointer before the click lands (the click would then miss it). */}
      <Link to={authHref.forgotPassword()} state={{ userType }} className="auth-card__link" onMouseDown={(event) => event.preventDefault()}>
        Forgot Password?
      </Link>
    </AuthCard>
  );
}
