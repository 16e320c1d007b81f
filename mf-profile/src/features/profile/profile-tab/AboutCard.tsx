import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage, paths, withQuery, type CurrentUser } from '@campus/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Icon } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useResendVerification } from '../../../api/resend-verification';
import { PayoutsRow } from './PayoutsRow';
import * as S from './styles';

const Bio = styled.p`
  margin: 0;
  font-size: 1rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
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
        <S.StatusList>
          <S.StatusRow $ok={user.isVerified}>
            <Icon name={user.isVerified ? 'check-circle' : 'alert-circle'} size={20} />
            <S.StatusText>
              <p>Email Verification</p>
              <p>
                {user.isVerified
                  ? 'Your .edu email address is verified'
                  : 'Your email address is not verified yet'}
              </p>
            </S.StatusText>
            {!user.isVerified && <VerificationActions email={user.email} />}
          </S.StatusRow>
          <S.StatusRow $ok={user.isProfileComplete}>
            <Icon name={user.isProfileComplete ? 'check-circle' : 'alert-circle'} size={20} />
            <S.StatusText>
              <p>Profile Completeness</p>
              <p>
                {user.isProfileComplete
                  ? 'Your profile is complete and visible to others'
                  : 'Add your name and university to complete your profile'}
              </p>
            </S.StatusText>
            {!user.isProfileComplete && (
              <Button as={Link} to={paths.profileCompletion} variant="outline" size="sm">
                Complete Profile
              </Button>
            )}
          </S.StatusRow>
          <PayoutsRow userId={user.id} />
        </S.StatusList>
      </CardContent>
    </Card>
  );
}
