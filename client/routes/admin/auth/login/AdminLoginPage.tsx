// /admin/login: email and password; only admins get in.
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SITE } from '../../../../../domain/shared/site';
import { Button } from '../../../../components/Button';
import { documentTitle } from '../../../../components/PageHeading';
import { useAuth } from '../AuthProvider';
import { SignInForm } from '../SignInForm';

export default function AdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';

  if (auth.user) return <Navigate to={from} replace />;

  const signIn = async (email: string, password: string) => {
    const outcome = await auth.signIn(email, password);
    if (outcome.user) navigate(from, { replace: true });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>{documentTitle('Admin sign in')}</title>
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-indigo-700">{SITE.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin sign in</h1>
        <div className="mt-6">
          <SignInForm error={auth.error} onSubmit={signIn}>
            <Button type="submit" className="w-full" busy={auth.loading}>
              {auth.loading ? 'Signing in...' : 'Sign in'}
            </Button>
          </SignInForm>
        </div>
      </div>
    </main>
  );
}
