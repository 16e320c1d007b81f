import styled from 'styled-components';
import { media } from '../theme';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 20px 20px 0;
  ${media.md} {
    padding: 24px 24px 0;
  }
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
`;

export const CardContent = styled.div`
  padding: 20px;
  ${media.md} {
    padding: 24px;
  }
`;
