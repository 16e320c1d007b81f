import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    margin: 0;
    line-height: 1.55;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** 'What happens next' on a payment's result page, in plain words (or its placeholder while it loads). */
export function NextStep({ title = 'What happens next', children }: { title?: string; children: ReactNode }) {
  return (
    <Section aria-labelledby="next-step">
      <h2 id="next-step">{title}</h2>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Section>
  );
}
