import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, withQuery } from '@campus/contracts';
import { Button, Icon } from '@campus/ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 8px 0;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
`;

const Circle = styled.span`
  display: inline-flex;
  padding: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

/** After registration: check your e-mail, then enter the 6-digit code or open the link. */
export function RegisteredNotice({ email, onBack }: { email: string; onBack(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was taller: bring the notice into view (phones) and move focus to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Box role="status">
      <Circle>
        <Icon name="mail" size={28} />
      </Circle>
      <h2 ref={heading} tabIndex={-1}>
        Check your e-mail
      </h2>
      <p>
        We sent a verification link and a 6-digit code to <strong>{email}</strong>. Open the link, or enter
        the code to verify your address, then sign in.
      </p>
      <Button as={Link} to={withQuery(paths.verifyEmail, { email })} size="lg">
        Enter the 6-digit code
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </Box>
  );
}
