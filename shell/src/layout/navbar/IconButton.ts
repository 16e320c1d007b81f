import styled from 'styled-components';
import { focusRing } from '@campus/ui';

/** A borderless button holding only an icon (give it an aria-label). */
export const IconButton = styled.button`
  display: inline-flex;
  padding: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
