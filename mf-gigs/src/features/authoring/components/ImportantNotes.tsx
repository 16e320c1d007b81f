import styled from 'styled-components';
import { PLATFORM_FEE_PERCENT } from '@campus/contracts';
import { Icon } from '@campus/ui';

const Box = styled.aside`
  padding: 16px 18px;
  border: 1px solid #fcd34d;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: #78350f;
  font-size: 0.9375rem;
  line-height: 1.5;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  font-size: 1rem;
  font-weight: 700;
  color: #78350f;
`;

const Points = styled.ul`
  margin: 0;
  padding-left: 20px;
  li + li {
    margin-top: 4px;
  }
`;

/** The yellow box of the gig form: the four points the spec lists (the fee is the product's one rule). */
export function ImportantNotes() {
  return (
    <Box aria-labelledby="gig-form-notes">
      <Title id="gig-form-notes">
        <Icon name="alert-circle" size={18} />
        Important Notes
      </Title>
      <Points>
        <li>Your gig will be visible to all verified students.</li>
        <li>A {PLATFORM_FEE_PERCENT}% platform fee applies to all payments.</li>
        <li>Contact information is shared only after payment.</li>
        <li>Be responsive to messages to keep a good rating.</li>
      </Points>
    </Box>
  );
}
