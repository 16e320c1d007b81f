import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media } from '@campus/ui';
import type { ProfileTabDefinition, ProfileTabId } from './registry';

// Phones: two rows of two, so every tab shows without scrolling; from sm up one row.
const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  ${media.sm} {
    display: inline-flex;
    max-width: 100%;
    overflow-x: auto;
  }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex-shrink: 0;
  padding: 8px 12px;
  ${media.sm} {
    padding: 8px 18px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const tabId = (id: ProfileTabId) => `profile-tab-${id}`;
export const panelId = (id: ProfileTabId) => `profile-panel-${id}`;

interface Props {
  tabs: readonly ProfileTabDefinition[];
  selected: ProfileTabId;
  onSelect(id: ProfileTabId): void;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function TabList({ tabs, selected, onSelect }: Props) {
  const refs = useRef(new Map<ProfileTabId, HTMLButtonElement>());
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <List role="tablist" aria-label="Profile sections">
      {tabs.map((t, i) => (
        <Tab
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
            else refs.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={t.id === selected}
          aria-controls={panelId(t.id)}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => move(e, i)}
        >
          {t.label}
        </Tab>
      ))}
    </List>
  );
}
