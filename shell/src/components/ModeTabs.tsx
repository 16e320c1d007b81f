import styled from 'styled-components';
import { focusRing } from '@campus/ui';

const Tabs = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 4px;
  padding: 4px;
  margin-bottom: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 8px 10px;
  border: 0;
  border-radius: 8px;
  background: ${({ $active }) => ($active ? '#fff' : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadows.sm : 'none')};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

interface Props<M extends string> {
  /** Names the group for assistive technology. */
  label: string;
  modes: readonly { mode: M; label: string }[];
  value: M;
  onChange(mode: NoInfer<M>): void;
}

/** Side-by-side toggle buttons choosing one of a few ways to fill in a card (aria-pressed on the chosen one). */
export function ModeTabs<M extends string>({ label, modes, value, onChange }: Props<M>) {
  return (
    <Tabs role="group" aria-label={label}>
      {modes.map((m) => (
        <Tab
          key={m.mode}
          type="button"
          $active={m.mode === value}
          aria-pressed={m.mode === value}
          onClick={() => onChange(m.mode)}
        >
          {m.label}
        </Tab>
      ))}
    </Tabs>
  );
}
