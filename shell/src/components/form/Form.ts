import styled from 'styled-components';

/** A form's fields stacked one above the other. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
