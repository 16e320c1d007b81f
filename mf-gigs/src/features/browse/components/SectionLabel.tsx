import styled from 'styled-components';

/** Small uppercase heading of a filter group. */
export const SectionLabel = styled.h2`
  margin: 0 0 12px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
