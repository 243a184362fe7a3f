import { useNavigate } from 'react-router';
import { session, type LoginType } from '@console/session';
import { Button } from '@console/ui';
import { authHref } from '../../paths';

/** Spec §2 '/': the user picks how they sign in; the choice travels to /login as navigation state. */
export function WelcomePage() {
  const navigate = useNavigate();
  const choose = (userType: LoginType) => {
    session.setLoginType(userType);
    navigate(authHref.login(), { state: { userType } });
  };
  return (
    <main className="auth-card" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome!</h1>
      <p>Are you logging in as Admin or Restaurant?</p>
      <div className="auth-card__actions">
        <Button variant="primary" onClick={() => choose('Restaurant')}>
          Restaurant
        </Button>
        <Button variant="primary" onClick={() => choose('Administrator')}>
          Admin
        </Button>
      </div>
    </main>
  );
}
