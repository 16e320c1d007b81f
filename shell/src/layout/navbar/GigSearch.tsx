import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Icon, VisuallyHidden, focusRing } from '@campus/ui';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

const SearchInput = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 44px 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;
  &::placeholder {
    color: #94a3b8;
  }
  &:focus-visible {
    ${focusRing}
    background: #fff;
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Submit = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The navbar's gig search: goes to /gigs?search=text; empty text does nothing. */
export function GigSearch({ id, onSearched }: { id: string; onSearched?(): void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate(paths.gigs({ search }));
    setText('');
    onSearched?.();
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        Search gigs
      </VisuallyHidden>
      <SearchInput
        id={id}
        type="search"
        placeholder="Search gigs..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <Submit type="submit" aria-label="Search">
        <Icon name="search" size={16} />
      </Submit>
    </Form>
  );
}
