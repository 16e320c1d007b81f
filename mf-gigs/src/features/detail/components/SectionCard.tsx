import styled from 'styled-components';
import { media } from '@campus/ui';

/** A white panel holding one section of the detail page. */
export const SectionCard = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.md} {
    padding: 24px 28px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
