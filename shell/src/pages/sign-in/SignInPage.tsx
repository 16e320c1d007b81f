import { Navigate, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Alert, Card, CardContent, PageContainer, media } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { EmailPanel } from './EmailPanel';
import { GoogleButton } from './GoogleButton';
import { useGoogleSignIn } from './google/useGoogleSignIn';
import { MarketingPanel } from './MarketingPanel';
import { redirectTarget } from './redirectTarget';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  max-width: 1080px;
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: stretch;
  }
`;

const Content = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  ${media.sm} {
    padding: 36px;
  }
`;

const Heading = styled.div`
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 0.8125rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Note = styled.p<{ $pending: boolean }>`
  margin: -8px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
`;

/** /auth, /login and /register: Google sign-in first, e-mail and password below. */
export default function SignInPage() {
  const { isAuthenticated, user } = useAuth();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const google = useGoogleSignIn();

  if (isAuthenticated && user) {
    const target = user.isProfileComplete ? redirectTarget(params) : paths.profileCompletion;
    return <Navigate to={target} replace />;
  }

  return (
    <PageContainer>
      <Layout>
        <Card>
          <Content>
            <Heading>
              <h1>Welcome to Campus Skills Marketplace</h1>
              <p>Sign in with your university Google account</p>
            </Heading>
            <Alert title="Important">Only accounts with .edu email addresses are permitted</Alert>
            <GoogleButton
              busy={google.busy}
              disabled={!google.configured}
              onClick={() => void google.signIn()}
            />
            {/* Its room is kept while the configuration loads (most servers have no Google sign-in): the
                e-mail form under it does not jump when the note appears (e2e/journeys/layout-shift). */}
            {(google.configLoading || !google.configured) && (
              <Note $pending={google.configLoading} aria-hidden={google.configLoading || undefined}>
                Google sign-in is not set up on this server yet. Use your university e-mail and a password
                below.
              </Note>
            )}
            <Divider>or use your university e-mail</Divider>
            <EmailPanel initialMode={pathname === paths.register ? 'register' : 'sign-in'} />
          </Content>
        </Card>
        <MarketingPanel />
      </Layout>
    </PageContainer>
  );
}
