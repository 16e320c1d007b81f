import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage, paths, withQuery, type CurrentUser } from '@campus/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Icon } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useResendVerification } from '../../../api/resend-verification';
import * as S from './styles';

const Bio = styled.p`
  margin: 0;
  font-size: 1rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StatusList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StatusRow = styled.li<{ $ok: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $ok }) => ($ok ? '#bbf7d0' : '#fde68a')};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.successSoft : theme.colors.warningSoft)};
  > svg {
    flex-shrink: 0;
    color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.warning)};
  }
`;

const StatusText = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  p + p {
    margin-top: 2px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** 'Resend' mails a fresh link and 6-digit code (POST /api/verify-email/resend); 'Enter code' opens the form. */
function VerificationActions({ email }: { email: string }) {
  const { toast } = useToast();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast({
          title: 'Verification email sent',
          description: `We sent a new verification link and 6-digit code to ${email}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Resend failed',
          description: errorMessage(error, 'Could not send the verification email. Please try again later.'),
          variant: 'destructive',
        }),
    });
  return (
    <Actions>
      <Button type="button" variant="outline" size="sm" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
      <Button as={Link} to={withQuery(paths.verifyEmail, { email })} variant="ghost" size="sm">
        Enter code
      </Button>
    </Actions>
  );
}

/** Right card: the bio and where the account stands. */
export function AboutCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>About</CardTitle>
      </CardHeader>
      <CardContent>
        <S.SectionTitle>Bio</S.SectionTitle>
        {user.bio ? (
          <Bio>{user.bio}</Bio>
        ) : (
          <S.Muted>No bio provided. Edit your profile to add a bio.</S.Muted>
        )}
        <S.Divider />
        <S.SectionTitle>Account Status</S.SectionTitle>
        <StatusList>
          <StatusRow $ok={user.isVerified}>
            <Icon name={user.isVerified ? 'check-circle' : 'alert-circle'} size={20} />
            <StatusText>
              <p>Email Verification</p>
              <p>
                {user.isVerified
                  ? 'Your .edu email address is verified'
                  : 'Your email address is not verified yet'}
              </p>
            </StatusText>
            {!user.isVerified && <VerificationActions email={user.email} />}
          </StatusRow>
          <StatusRow $ok={user.isProfileComplete}>
            <Icon name={user.isProfileComplete ? 'check-circle' : 'alert-circle'} size={20} />
            <StatusText>
              <p>Profile Completeness</p>
              <p>
                {user.isProfileComplete
                  ? 'Your profile is complete and visible to others'
                  : 'Add your name and university to complete your profile'}
              </p>
            </StatusText>
            {!user.isProfileComplete && (
              <Button as={Link} to={paths.profileCompletion} variant="outline" size="sm">
                Complete Profile
              </Button>
            )}
          </StatusRow>
        </StatusList>
      </CardContent>
    </Card>
  );
}
