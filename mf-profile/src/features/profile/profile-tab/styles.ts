import styled from 'styled-components';

export const Divider = styled.hr`
  margin: 20px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SectionTitle = styled.h3`
  margin: 0 0 10px;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const Actions = styled.div`
  margin-top: 24px;
`;

/** The account status block: one row per thing to check (e-mail, profile, payouts). */
export const StatusList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Green when done, amber when something is left to do, grey while it is not known yet (`null`). */
export const StatusRow = styled.li<{ $ok: boolean | null }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $ok, theme }) => ($ok === null ? theme.colors.border : $ok ? '#bbf7d0' : '#fde68a')};
  background: ${({ $ok, theme }) =>
    $ok === null ? theme.colors.surfaceMuted : $ok ? theme.colors.successSoft : theme.colors.warningSoft};
  > svg {
    flex-shrink: 0;
    color: ${({ $ok, theme }) =>
      $ok === null ? theme.colors.textSubtle : $ok ? theme.colors.success : theme.colors.warning};
  }
`;

export const StatusText = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  p + p {
    margin-top: 2px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
