import { useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '@campus/shell/kit';
import { EmailSignInForm } from './EmailSignInForm';
import { RegisterForm } from './RegisterForm';
import { RegisteredNotice } from './RegisteredNotice';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 9px 10px;
  border: 0;
  border-radius: 8px;
  background: ${({ $active }) => ($active ? '#fff' : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadows.sm : 'none')};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

type Mode = 'sign-in' | 'register';

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
      <Tabs role="group" aria-label="E-mail account">
        <Tab
          type="button"
          $active={mode === 'sign-in'}
          aria-pressed={mode === 'sign-in'}
          onClick={() => setMode('sign-in')}
        >
          Sign in
        </Tab>
        <Tab
          type="button"
          $active={mode === 'register'}
          aria-pressed={mode === 'register'}
          onClick={() => setMode('register')}
        >
          Register
        </Tab>
      </Tabs>
      {mode === 'sign-in' ? <EmailSignInForm /> : <RegisterForm onRegistered={setRegisteredEmail} />}
    </div>
  );
}
