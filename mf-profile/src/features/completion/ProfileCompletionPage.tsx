import { useState } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageContainer,
  SectionBoundary,
  Spinner,
  media,
} from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { CompletionForm } from './CompletionForm';

const Narrow = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: 24px 0 48px;
  ${media.md} {
    padding: 48px 0 64px;
  }
`;

const Lead = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  line-height: 1.5;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 96px 0;
`;

const Title = styled(CardTitle).attrs({ as: 'h1' })`
  font-size: 1.5rem;
`;

/** /profile-completion: reached right after sign-up; sets isProfileComplete. */
export default function ProfileCompletionPage() {
  const { user, isLoading } = useAuth();
  // Once this page completed the profile it stays until its own delayed redirect.
  const [completedHere, setCompletedHere] = useState(false);

  if (!user && isLoading) {
    return (
      <PageContainer>
        <Center>
          <Spinner size="lg" label="Loading user data..." />
        </Center>
      </PageContainer>
    );
  }
  if (user?.isProfileComplete && !completedHere) return <Navigate to={paths.home} replace />;

  return (
    <PageContainer>
      <Narrow>
        <Card>
          <CardHeader>
            <Title>Complete Your Profile</Title>
            <Lead>Tell other students who you are and where you study. Fields marked * are required.</Lead>
          </CardHeader>
          <CardContent>
            <SectionBoundary name="the profile form">
              <CompletionForm
                key={user?.id ?? 'nobody'}
                user={user}
                onCompleted={() => setCompletedHere(true)}
              />
            </SectionBoundary>
          </CardContent>
        </Card>
      </Narrow>
    </PageContainer>
  );
}
