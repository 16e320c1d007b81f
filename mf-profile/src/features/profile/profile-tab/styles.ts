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
