import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog } from '@console/ui';
import { signOut } from '../session/sign-out';

/** The top bar's Logout, behind the spec's confirmation (spec §2 "Dashboard shell"). */
export function LogoutButton() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  // Signed out first: '/' visited while still signed in would be redirected to the home route.
  const confirmLogout = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        Logout
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="Logout Confirmation"
          message="Are you sure you want to Logout?"
          confirmLabel="Logout"
          cancelLabel="Cancel"
          onConfirm={confirmLogout}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
