import styled from 'styled-components';
import { media } from '../theme';

/** Centres a page's content with the product's maximum width and side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${media.sm} {
    padding: 32px 24px 56px;
  }
  ${media.lg} {
    padding: 40px 32px 64px;
  }
`;
