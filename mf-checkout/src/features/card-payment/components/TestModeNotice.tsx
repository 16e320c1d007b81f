import styled from 'styled-components';
import { Icon } from '@campus/ui';
import { PAYMENT_TEXT as T } from '../texts';

const Notice = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 0;
  padding: 12px 14px;
  border: 1px solid #fde68a;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
  line-height: 1.5;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** No real money moves: the test card to use. */
export function TestModeNotice() {
  return (
    <Notice>
      <Icon name="credit-card" size={16} />
      <span>{T.testMode}</span>
    </Notice>
  );
}
