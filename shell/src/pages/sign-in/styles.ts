import styled from 'styled-components';
import { media } from '@campus/ui';

export const Row = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
