// /admin/login: email and password; only admins get in.
import { type FormEvent, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SITE } from '../../../../../domain/shared/site';
import { validateEmail } from '../../../../../domain/shared/validation';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { documentTitle } from '../../../../components/PageHeading';
import { useFormValues } from '../../kit/useFormValues';
import { useAuth } from '../AuthProvider';

export default function AdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';
  const { values, field, setErrors } = useFormValues({ email: '', password: '' });
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (auth.error) errorRef.current?.focus();
  }, [auth.error]);

  if (auth.user) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = values;
    const errors: Record<string, string> = {};
    const emailProblem = validateEmail(email);
    if (emailProblem) errors.email = emailProblem;
    if (password === '') errors.password = 'Password is required';
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const outcome = await auth.signIn(email.trim(), password);
    if (outcome.user) navigate(from, { replace: true });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>{documentTitle('Admin sign in')}</title>
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-indigo-700">{SITE.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin sign in</h1>
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          {auth.error ? (
            <div ref={errorRef} tabIndex={-1}>
              <Alert tone="error">{auth.error}</Alert>
            </div>
          ) : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            {...field('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <Button type="submit" className="w-full" disabled={auth.loading}>
            {auth.loading ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
