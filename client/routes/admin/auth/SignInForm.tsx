// Email and password, checked before they are sent, and the server's refusal
// above them (focused, so it is read out): the sign-in page's form, and the
// one over a screen whose session has ended. The caller gives the buttons.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { SIGN_IN } from '../../../../domain/auth';
import { validateEmail } from '../../../../domain/shared/validation';
import { Alert } from '../../../components/Alert';
import { TextField } from '../../../components/Field';
import { useFormValues } from '../kit/useFormValues';

export function SignInForm({
  email = '',
  error,
  onSubmit,
  focusPassword = false,
  children,
}: {
  email?: string;
  error: string | null;
  onSubmit: (email: string, password: string) => void;
  /** The email is known: the password field is the one to type in first. */
  focusPassword?: boolean;
  children: ReactNode;
}) {
  const { values, field, setErrors, form } = useFormValues({ email, password: '' });
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const emailProblem = validateEmail(values.email);
    if (emailProblem) errors.email = emailProblem;
    if (values.password === '') errors.password = SIGN_IN.passwordRequired;
    setErrors(errors);
    if (Object.keys(errors).length === 0) onSubmit(values.email.trim(), values.password);
  };

  return (
    <form ref={form} className="space-y-4" onSubmit={submit} noValidate>
      {error ? (
        <div ref={errorRef} tabIndex={-1}>
          <Alert tone="error">{error}</Alert>
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
        data-autofocus={focusPassword || undefined}
        {...field('password')}
      />
      {children}
    </form>
  );
}
