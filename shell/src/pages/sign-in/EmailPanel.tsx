import { useState } from 'react';
import { ModeTabs } from '../../components/ModeTabs';
import { EmailSignInForm } from './EmailSignInForm';
import { RegisterForm } from './RegisterForm';
import { RegisteredNotice } from './RegisteredNotice';

type Mode = 'sign-in' | 'register';

const MODES = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'register', label: 'Register' },
] as const;

/** E-mail and password: sign in or create an account (then verify the e-mail). */
export function EmailPanel({ initialMode }: { initialMode: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <RegisteredNotice
        email={registeredEmail}
        onBack={() => {
          setRegisteredEmail(null);
          setMode('sign-in');
        }}
      />
    );
  }
  return (
    <div>
      <ModeTabs label="E-mail account" modes={MODES} value={mode} onChange={setMode} />
      {mode === 'sign-in' ? <EmailSignInForm /> : <RegisterForm onRegistered={setRegisteredEmail} />}
    </div>
  );
}
