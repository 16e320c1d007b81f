import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Alert, Button, Card, CardContent, Icon, Spinner, focusRing } from '@campus/shell/kit';
import { CodeForm } from './CodeForm';
import { Center, Foot, Head, IconCircle, Wrapper } from './styles';
import { TokenForm } from './TokenForm';
import { useAutoSubmit, useVerification, type VerifyScreen } from './useVerification';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 8px 10px;
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

const ErrorBox = styled.div`
  margin-bottom: 16px;
`;

export interface VerifyEmailCardProps {
  /** Token from the address: submitted automatically, once. */
  initialToken: string | null;
  /** E-mail from the address (after registration): opens the code form. */
  initialEmail?: string;
  screen: VerifyScreen;
}

/** Verify an e-mail address with the link token or (on the /verify-email page) the 6-digit code. */
export default function VerifyEmailCard({ initialToken, initialEmail = '', screen }: VerifyEmailCardProps) {
  const { verify, isPending, isSuccess, pageError } = useVerification(screen);
  const [mode, setMode] = useState<'token' | 'code'>(initialEmail && !initialToken ? 'code' : 'token');
  const submitToken = useCallback((token: string) => verify({ kind: 'token', token }), [verify]);
  useAutoSubmit(initialToken, submitToken);

  if (isSuccess) {
    return (
      <Wrapper>
        <Card>
          <Head>
            <IconCircle $tone="success">
              <Icon name="check-circle" size={30} />
            </IconCircle>
            <h1>Email Verified!</h1>
            <p>Your email address is confirmed. Taking you to the login page...</p>
          </Head>
          <CardContent>
            <Center>
              <Button as={Link} to={paths.login} size="lg">
                Go to Login
              </Button>
            </Center>
          </CardContent>
        </Card>
      </Wrapper>
    );
  }

  return (
    <Wrapper>
      <Card>
        <Head>
          <IconCircle $tone="primary">
            <Icon name="mail" size={28} />
          </IconCircle>
          <h1>Verify your email</h1>
          <p>
            We sent a verification e-mail to your university address. Open its link, or enter the token
            {screen === 'page' ? ' or the 6-digit code' : ''} from it below.
          </p>
        </Head>
        <CardContent>
          {isPending ? (
            <Center>
              <Spinner size="lg" label="Verifying your email..." />
            </Center>
          ) : (
            <>
              {pageError && (
                <ErrorBox>
                  <Alert variant="destructive" title="Verification failed">
                    {pageError}
                  </Alert>
                </ErrorBox>
              )}
              {screen === 'page' && (
                <Tabs role="group" aria-label="How to verify">
                  <Tab
                    type="button"
                    $active={mode === 'token'}
                    aria-pressed={mode === 'token'}
                    onClick={() => setMode('token')}
                  >
                    Link token
                  </Tab>
                  <Tab
                    type="button"
                    $active={mode === 'code'}
                    aria-pressed={mode === 'code'}
                    onClick={() => setMode('code')}
                  >
                    6-digit code
                  </Tab>
                </Tabs>
              )}
              {mode === 'token' || screen === 'home' ? (
                <TokenForm initialToken={initialToken ?? ''} isPending={isPending} onSubmit={submitToken} />
              ) : (
                <CodeForm
                  initialEmail={initialEmail}
                  isPending={isPending}
                  onSubmit={(email, code) => verify({ kind: 'code', email, code })}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {screen === 'page' && (
        <Foot style={{ marginTop: 20 }}>
          Link expired or lost the e-mail? <Link to={paths.register}>Register again</Link>
        </Foot>
      )}
    </Wrapper>
  );
}
