import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button, media } from '@campus/ui';

const Outer = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px 64px;
  ${media.sm} {
    padding: 0 24px 80px;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 20px;
  padding: 36px 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(120deg, #312e81 0%, #4338ca 55%, #6366f1 100%);
  color: #fff;
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 48px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: clamp(1.5rem, 3.5vw, 2rem);
    font-weight: 800;
  }
  p {
    margin: 0;
    max-width: 520px;
    color: #e0e7ff;
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Light = styled(Button)`
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  &:hover:not(:disabled) {
    background: #eef2ff;
  }
`;

const Clear = styled(Button)`
  background: transparent;
  color: #fff;
  border-color: rgba(255, 255, 255, 0.6);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** The closing call to action: browse or create for members, sign up or log in for visitors. */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <Outer aria-labelledby="cta-title">
      <Panel>
        <div>
          <h2 id="cta-title">{signedIn ? 'Ready for your next gig?' : 'Join your campus marketplace'}</h2>
          <p>
            {signedIn
              ? 'Find a student who can help today, or share what you are good at and start earning.'
              : 'Sign up with your .edu Google account to book services, offer your skills and message other students.'}
          </p>
        </div>
        <Actions>
          {signedIn ? (
            <>
              <Light as={Link} to={paths.gigs()} size="lg">
                Browse Gigs
              </Light>
              <Clear as={Link} to={paths.createGig} size="lg">
                Create a Gig
              </Clear>
            </>
          ) : (
            <>
              <Light as={Link} to="/auth" size="lg">
                Sign Up
              </Light>
              <Clear as={Link} to="/auth" size="lg">
                Log In
              </Clear>
            </>
          )}
        </Actions>
      </Panel>
    </Outer>
  );
}
