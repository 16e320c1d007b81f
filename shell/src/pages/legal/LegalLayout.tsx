import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LEGAL_LAST_UPDATED } from '@campus/contracts';
import { PageContainer, media } from '@campus/ui';

/** Where users reach the people behind the product (the spec leaves the addresses open). */
export const LEGAL_CONTACT = {
  support: 'support@campus-skills.example',
  privacy: 'privacy@campus-skills.example',
} as const;

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${media.lg} {
    grid-template-columns: 240px 1fr;
    align-items: start;
    gap: 48px;
  }
`;

const Toc = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
    position: sticky;
    top: 88px;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 0.75rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding-left: 18px;
    font-size: 0.875rem;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;

const Article = styled.article`
  max-width: 760px;
  padding: 28px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.sm} {
    padding: 40px 44px;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    color: ${({ theme }) => theme.colors.text};
  }
  h2 {
    margin: 36px 0 10px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
    scroll-margin-top: 88px;
  }
  p,
  ul {
    margin: 0 0 12px;
  }
  ul {
    padding-left: 22px;
  }
  li + li {
    margin-top: 6px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Updated = styled.p`
  margin: 8px 0 24px !important;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

interface Props {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A legal document: title, last-updated date, contents and numbered sections. */
export function LegalLayout({ title, intro, sections }: Props) {
  return (
    <PageContainer>
      <Layout>
        <Toc aria-label="Contents">
          <h2>Contents</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Article>
          <h1>{title}</h1>
          <Updated>Last updated: {LEGAL_LAST_UPDATED}</Updated>
          {intro}
          {sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </Article>
      </Layout>
    </PageContainer>
  );
}
