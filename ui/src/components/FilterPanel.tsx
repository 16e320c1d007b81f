import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, media } from '../theme';
import { Icon } from '../icons/Icon';
import { VisuallyHidden } from './Spinner';

const Panel = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 14px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  > svg:last-child {
    margin-left: auto;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
  ${media.lg} {
    display: none;
  }
`;

const Heading = styled.h2`
  display: none;
  margin: 0;
  padding: 18px 20px 0;
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  ${media.lg} {
    display: block;
  }
`;

const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 22px;
  padding: 4px 18px 20px;
  ${media.lg} {
    display: flex;
    padding: 18px 20px 22px;
  }
`;

export interface FilterPanelProps {
  /** The filters in effect: the badge on the collapsed panel (none at 0). */
  count: number;
  children: ReactNode;
  /** The panel's heading and toggle text (default 'Filters'). */
  title?: string;
  /** Open on small screens at first (default closed). */
  defaultOpen?: boolean;
}

/**
 * The side panel of a list's filters: always open beside the list on wide screens (from `lg`); on
 * smaller ones collapsed behind a toggle that shows how many filters are in effect.
 */
export function FilterPanel({ count, children, title = 'Filters', defaultOpen = false }: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Panel aria-label={title}>
      <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        <Icon name="tag" size={18} />
        {title}
        {count > 0 && (
          <>
            <CountBadge aria-hidden="true" data-testid="filter-count">
              {count}
            </CountBadge>
            <VisuallyHidden>{count} active</VisuallyHidden>
          </>
        )}
        <Icon name="chevron-down" size={18} />
      </Toggle>
      <Heading>{title}</Heading>
      <Body id={bodyId} $open={open}>
        {children}
      </Body>
    </Panel>
  );
}
