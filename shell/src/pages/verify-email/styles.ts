import styled from 'styled-components';
import { media } from '@campus/ui';

export const Wrapper = styled.div`
  max-width: 480px;
  margin: 16px auto;
  ${media.sm} {
    margin: 40px auto;
  }
`;

export const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 24px 8px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
`;

export const IconCircle = styled.span<{ $tone: 'primary' | 'success' }>`
  display: inline-flex;
  padding: 14px;
  border-radius: 50%;
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
`;

export const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 8px 0 8px;
  text-align: center;
`;

export const Foot = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
