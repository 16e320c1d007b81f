import styled from 'styled-components';
import { ErrorPanel } from '@campus/ui';

/** A dashboard card's header: its title, and a link on the right. */
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

export const Subtitle = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Muted = styled.p`
  margin: 0;
  padding: 12px 0;
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The rows of a card, divided by a line. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

/** A load failure inside a card: the message and 'Try again', without the page-level panel's margins. */
export const CardError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
  padding: 20px 12px;
  border: 0;
  box-shadow: none;
`;
