// Over whatever screen the admin is on when the server says their session has
// ended (it expired, or they signed out in another tab): sign in again here,
// and the screen, with anything typed into it, stays as it was.
import { useState } from 'react';
import { AUTH } from '../../../../domain/shared/messages';
import { Dialog } from '../../../components/Dialog';
import { DialogActions } from '../kit/DialogActions';
import { useAuth } from './AuthProvider';
import { SignInForm } from './SignInForm';

export function SessionEndedDialog() {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    auth.dismissSessionEnded();
  };
  const signIn = async (email: string, password: string) => {
    setBusy(true);
    const outcome = await auth.resumeSession(email, password);
    setBusy(false);
    setError(outcome.error);
  };
  return (
    <Dialog open={auth.sessionEnded} onClose={close} title={AUTH.sessionEnded} className="max-w-md">
      <p className="mb-4 text-sm text-slate-700">{AUTH.sessionEndedLead}</p>
      <SignInForm email={auth.user?.email} error={error} onSubmit={signIn} focusPassword>
        <DialogActions
          label="Sign in"
          busyLabel="Signing in..."
          busy={busy}
          cancelLabel="Not now"
          onCancel={close}
        />
      </SignInForm>
    </Dialog>
  );
}
