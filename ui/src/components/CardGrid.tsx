import styled from 'styled-components';
import { media } from '../theme';

/** A list of cards: one column on phones, two from small tablets, three on wide screens. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* A card's automatic minimum width is its longest unbreakable line (a provider's long name): never
     wider than its column. */
  & > li {
    min-width: 0;
    /* A card out of view is laid out and painted when scrolled near: a long list's first layout is the
       longest task of a phone's first visit (it halves on /gigs). The shadow and hover lift of a card still
       paint outside its box. */
    content-visibility: auto;
    contain-intrinsic-size: auto 440px;
    overflow-clip-margin: 24px;
  }
`;
