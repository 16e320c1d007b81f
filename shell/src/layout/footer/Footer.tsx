import { Link } from 'react-router';
import styled from 'styled-components';
import { LEGAL_LAST_UPDATED, paths, type ServiceCategory } from '@campus/contracts';
import { Icon, focusRing, media, useHydrated, type IconName } from '@campus/ui';
import { Brand } from '../navbar/Brand';

/**
 * The copyright year: the viewer's, once hydrated; before, one the server and the hydration render agree on
 * whatever their clocks say (the year the terms were last updated), the same width.
 */
function useCopyrightYear(): string {
  // 'April 28, 2025' ends with its year
  return useHydrated() ? String(new Date().getFullYear()) : LEGAL_LAST_UPDATED.slice(-4);
}

const FOOTER_CATEGORIES: ServiceCategory[] = ['Tutoring', 'Reliable Rides', 'Babysitting', 'Homework Helper'];

const SOCIAL: { label: string; href: string; icon: IconName }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: 'twitter' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  { label: 'GitHub', href: 'https://github.com/', icon: 'github' },
];

const Outer = styled.footer`
  margin-top: auto;
  /* out of view on every first screen: laid out and painted when scrolled near */
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
  background: #0f172a;
  color: #cbd5e1;
`;

const Grid = styled.div`
  display: grid;
  gap: 32px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 48px 16px 32px;
  grid-template-columns: 1fr 1fr;
  ${media.sm} {
    padding: 56px 24px 32px;
  }
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  ${media.lg} {
    grid-column: auto;
  }
  a {
    color: #fff;
  }
  a span {
    color: #a5b4fc;
  }
  p {
    max-width: 340px;
    margin: 14px 0 18px;
    font-size: 0.9rem;
    line-height: 1.6;
    color: #94a3b8;
  }
`;

const Column = styled.nav`
  h2 {
    margin: 0 0 12px;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #fff;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const FooterLink = styled(Link)`
  color: #cbd5e1;
  font-size: 0.9rem;
  text-decoration: none;
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    padding: 8px;
    border-radius: 10px;
    background: rgba(255, 255, 255, 0.06);
    color: #cbd5e1;
    &:hover {
      background: rgba(255, 255, 255, 0.14);
      color: #fff;
    }
    &:focus-visible {
      ${focusRing}
    }
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 20px 16px 28px;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  font-size: 0.8125rem;
  color: #94a3b8;
  ${media.sm} {
    padding: 20px 24px 28px;
  }
`;

/** Footer: platform, category and legal links, social icons. */
export function Footer() {
  const year = useCopyrightYear();
  return (
    <Outer>
      <Grid>
        <About>
          <Brand />
          <p>
            The marketplace for verified university students: book help from classmates, offer your skills and
            trade what you no longer need, with payments held in escrow.
          </p>
          <Socials aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <Icon name={s.icon} size={18} />
                </a>
              </li>
            ))}
          </Socials>
        </About>
        <Column aria-label="Platform">
          <h2>Platform</h2>
          <ul>
            <li>
              <FooterLink to={paths.gigs()}>Browse Gigs</FooterLink>
            </li>
            <li>
              <FooterLink to={paths.createGig}>Create a Gig</FooterLink>
            </li>
            <li>
              <FooterLink to={paths.marketplace}>Marketplace</FooterLink>
            </li>
            <li>
              <FooterLink to={paths.messages()}>Messages</FooterLink>
            </li>
          </ul>
        </Column>
        <Column aria-label="Categories">
          <h2>Categories</h2>
          <ul>
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category}>
                <FooterLink to={`/gigs?category=${encodeURIComponent(category)}`}>{category}</FooterLink>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-label="Legal">
          <h2>Legal</h2>
          <ul>
            <li>
              <FooterLink to={paths.privacy}>Privacy Policy</FooterLink>
            </li>
            <li>
              <FooterLink to={paths.terms}>Terms of Service</FooterLink>
            </li>
          </ul>
        </Column>
      </Grid>
      <Bottom>
        <span>© {year} Campus Skills Marketplace. For verified .edu students.</span>
        <span>Terms last updated {LEGAL_LAST_UPDATED}</span>
      </Bottom>
    </Outer>
  );
}
