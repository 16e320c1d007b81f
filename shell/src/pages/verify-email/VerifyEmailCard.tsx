import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Alert, Button, Card, CardContent, Icon, Spinner } from '@campus/ui';
import { ModeTabs } from '../../components/ModeTabs';
import { CodeForm } from './CodeForm';
import { ResendVerification } from './ResendVerification';
import { Center, Head, IconCircle, Wrapper } from './styles';
import { TokenForm } from './TokenForm';
import { useAutoSubmit, useVerification, type VerifyScreen } from './useVerification';

const ErrorBox = styled.div`
  margin-bottom: 16px;
`;

const MODES = [
  { mode: 'token', label: 'Link token' },
  { mode: 'code', label: '6-digit code' },
] as const;

export interface VerifyEmailCardProps {
  /** Token from the address: submitted automatically, once. */
  initialToken: string | null;
  /** E-mail from the address (after registration): opens the code form. */
  initialEmail?: string;
  screen: VerifyScreen;
}

/** Verify an e-mail address with the link token or (on the /verify-email page) the 6-digit code. */
export default function VerifyEmailCard({ initialToken, initialEmail = '', screen }: VerifyEmailCardProps) {
  const { verify, clearError, isPending, isSuccess, pageError } = useVerification(screen);
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
          {isPending && (
            <Center>
              <Spinner size="lg" label="Verifying your email..." />
            </Center>
          )}
          {/* Hidden, not unmounted, while verifying: what the user typed is still there after a refusal. */}
          <div hidden={isPending}>
            {pageError && (
              <ErrorBox>
                <Alert variant="destructive" title="Verification failed">
                  {pageError}
                </Alert>
              </ErrorBox>
            )}
            {screen === 'page' && (
              <ModeTabs
                label="How to verify"
                modes={MODES}
                value={mode}
                onChange={(next) => {
                  clearError();
                  setMode(next);
                }}
              />
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
          </div>
        </CardContent>
      </Card>
      {screen === 'page' && <ResendVerification initialEmail={initialEmail} />}
    </Wrapper>
  );
}
