import styled from 'styled-components';
import { media } from '@campus/ui';

interface Layout {
  /** Columns on phones, from media.sm and from media.lg. */
  $columns: readonly [number, number, number];
  /** Gap below media.lg and from it, in px. */
  $gap: readonly [number, number];
}

/** A list of cards or tiles laid out as a responsive grid. */
export const CardGrid = styled.ul<Layout>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns[0]}, minmax(0, 1fr));
  gap: ${({ $gap }) => $gap[0]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(${({ $columns }) => $columns[1]}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns[2]}, minmax(0, 1fr));
    gap: ${({ $gap }) => $gap[1]}px;
  }
  /* A card's automatic minimum width is its longest unbreakable line (a provider's long name): never
     wider than its column. */
  & > li {
    min-width: 0;
  }
`;
