import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button } from '@campus/ui/Button';
import { Icon } from '@campus/ui/Icon';
import { media } from '@campus/ui/theme';
import { useAuth } from '@campus/shell/runtime';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 24px;
  ${media.sm} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's heading and its line under it (also its description for search engines: src/server.ts). */
export const BROWSE_TITLE = 'Browse Gigs';
export const BROWSE_SUBTITLE = 'Find services offered by students at your campus';

export function BrowseHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <Header>
      <div>
        <Title>{BROWSE_TITLE}</Title>
        <Subtitle>{BROWSE_SUBTITLE}</Subtitle>
      </div>
      {isAuthenticated && (
        <Button as={Link} to={paths.createGig}>
          <Icon name="plus" size={18} />
          Create Gig
        </Button>
      )}
    </Header>
  );
}
