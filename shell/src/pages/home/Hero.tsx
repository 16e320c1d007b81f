import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, SERVICE_CATEGORIES } from '@campus/contracts';
import { Button, CategoryIcon, focusRing, Icon, media, type IconName } from '@campus/ui';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(1000px 420px at 85% -10%, rgba(245, 158, 11, 0.18), transparent 60%),
    radial-gradient(900px 500px at 0% 0%, rgba(99, 102, 241, 0.22), transparent 60%),
    linear-gradient(180deg, #eef2ff 0%, #f8fafc 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: 40px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 48px 16px 56px;
  ${media.sm} {
    padding: 64px 24px 72px;
  }
  ${media.lg} {
    grid-template-columns: 1.15fr 0.85fr;
    align-items: center;
    padding: 88px 32px 96px;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 18px;
  padding: 6px 12px;
  border-radius: 9999px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 6vw, 3.75rem);
  font-weight: 800;
  letter-spacing: -0.035em;
  line-height: 1.05;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 20px 0 28px;
  font-size: 1.0625rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.md} {
    font-size: 1.1875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    flex: 1 1 auto;
    ${media.sm} {
      flex: 0 0 auto;
    }
  }
`;

const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  margin: 28px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 500;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Visual = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 14px;
  }
`;

const Tile = styled(Link)<{ $offset: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(${({ $offset }) => ($offset ? '18px' : '0')});
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.9375rem;
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: #c7d2fe;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:focus-visible {
    ${focusRing}
  }
  span:first-child {
    display: inline-flex;
    padding: 10px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TRUST: { icon: IconName; text: string }[] = [
  { icon: 'check-circle', text: 'Verified .edu students only' },
  { icon: 'check-circle', text: 'Payments held in escrow' },
  { icon: 'check-circle', text: 'In-app messaging' },
];

/** What the product is, under its name (also the home page's description for search engines). */
export const HERO_LEAD =
  'Book tutoring, rides, design work and more from students at your campus, or earn by offering your own skills. Sign in with your university Google account; contact information is exchanged after payment.';

/** The home hero: product name, what it is, and the first step for visitors or members. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <Section aria-labelledby="hero-title">
      <Inner>
        <div>
          <Eyebrow>
            <Icon name="graduation-cap" size={16} />
            Built for US university students
          </Eyebrow>
          <Title id="hero-title">Campus Skills Marketplace</Title>
          <Lead>{HERO_LEAD}</Lead>
          <Actions>
            <Button as={Link} to={paths.gigs()} size="lg">
              <Icon name="search" size={18} />
              Find Services
            </Button>
            {signedIn ? (
              <Button as={Link} to={paths.createGig} size="lg" variant="outline">
                <Icon name="plus" size={18} />
                Offer Your Skills
              </Button>
            ) : (
              <Button as={Link} to="/auth" size="lg" variant="outline">
                Sign Up with Google
              </Button>
            )}
          </Actions>
          <Trust>
            {TRUST.map((t) => (
              <li key={t.text}>
                <Icon name={t.icon} size={16} />
                {t.text}
              </li>
            ))}
          </Trust>
        </div>
        <Visual aria-label="Browse by category">
          {SERVICE_CATEGORIES.slice(0, 6).map((category, i) => (
            <li key={category}>
              <Tile to={paths.gigs({ category })} $offset={i % 2 === 1}>
                <span>
                  <CategoryIcon name={category} size={22} />
                </span>
                <span>{category}</span>
              </Tile>
            </li>
          ))}
        </Visual>
      </Inner>
    </Section>
  );
}
