import styled from 'styled-components';
import { Input } from '@campus/ui';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const ComboInput = styled(Input)`
  width: 100%;
  padding-right: 40px;
  text-overflow: ellipsis;
`;

export const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  height: 100%;
  width: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
  max-height: 280px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.9375rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &[aria-selected='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Check = styled.span`
  display: inline-flex;
  width: 16px;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Note = styled.div`
  padding: 14px 16px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const Footer = styled.div`
  padding: 8px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Under the field: the typed university is kept, and said not to be one of the list. */
export const NotListed = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.warning};
  overflow-wrap: anywhere;
`;
