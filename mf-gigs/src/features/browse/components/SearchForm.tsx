import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Icon, Input } from '@campus/ui';

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 24px;
`;

const Box = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    position: absolute;
    top: 50%;
    left: 14px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
`;

const SearchInput = styled(Input)`
  height: 48px;
  padding-left: 42px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const SubmitButton = styled(Button)`
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

interface SearchFormProps {
  /** The search in effect (from the address); the field starts from it. */
  initial: string;
  onSearch(text: string): void;
}

/** Search box with its Search button; submitting writes the search to the address. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Box>
        <Icon name="search" size={18} />
        <SearchInput
          type="search"
          aria-label="Search gigs by keyword"
          placeholder="Search gigs..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
        />
      </Box>
      <SubmitButton type="submit" size="lg">
        Search
      </SubmitButton>
    </Form>
  );
}
