import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Button, Icon } from '@campus/ui';
import { filterUniversities, useUniversities, type SearchableUniversity } from '../../lib/universities';
import { useCombobox } from './use-combobox';
import * as S from './styles';

export interface UniversityPickerProps {
  id: string;
  value: string;
  onChange(name: string): void;
  disabled?: boolean;
  /** Set by @campus/ui's Field. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const label = (u: SearchableUniversity) => u.name;

/** Searchable list of US universities: type to filter, arrows to move, Enter to pick, Escape to close. */
export function UniversityPicker(props: UniversityPickerProps) {
  const { id, value, onChange, disabled } = props;
  const universities = useUniversities();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-listbox`;

  const byKey = useMemo(
    () => new Map((universities.data?.all ?? []).map((u) => [u.key, u.name])),
    [universities.data],
  );
  const cb = useCombobox({
    value,
    label,
    onSelect: (u: SearchableUniversity) => onChange(u.name),
    // Typed text is kept as typed: the list's spelling when it names a university exactly (any case),
    // never another university in its place.
    onCommit: (text) => onChange(byKey.get(text.trim().toLowerCase()) ?? text.trim()),
  });
  const notListed =
    universities.data !== undefined && value.trim() !== '' && !byKey.has(value.trim().toLowerCase());
  const noteId = `${id}-not-listed`;
  const describedBy = [props['aria-describedby'], notListed ? noteId : undefined].filter(Boolean).join(' ');
  // Filtering uses the deferred text so typing stays responsive on slow phones.
  const deferred = useDeferredValue(cb.query);
  const { matches, total } = useMemo(
    () => filterUniversities(universities.data?.all ?? [], deferred),
    [universities.data, deferred],
  );

  const activeId = cb.open && matches[cb.active] ? `${id}-option-${cb.active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <S.Wrapper>
      <S.ComboInput
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={cb.open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={props['aria-invalid']}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search university..."
        disabled={disabled}
        value={cb.query}
        onChange={(e) => cb.type(e.target.value)}
        onClick={cb.show}
        onFocus={(e) => e.target.select()}
        onBlur={cb.close}
        onKeyDown={(e) => cb.onKeyDown(e, matches)}
      />
      <S.Toggle
        type="button"
        tabIndex={-1}
        aria-label="Show universities"
        aria-controls={listId}
        aria-expanded={cb.open}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (cb.open) cb.close();
          else cb.show();
        }}
      >
        <Icon name="chevron-down" size={16} />
      </S.Toggle>
      {cb.open && (
        <S.Popup onMouseDown={(e) => e.preventDefault()}>
          {universities.isPending ? (
            <S.Note role="status">Loading universities...</S.Note>
          ) : universities.isError ? (
            <S.Note role="alert">
              The university list could not be loaded.{' '}
              <Button type="button" variant="ghost" size="sm" onClick={() => void universities.refetch()}>
                Retry
              </Button>
            </S.Note>
          ) : matches.length === 0 ? (
            <S.Note role="status">No university found.</S.Note>
          ) : (
            <>
              <S.List id={listId} role="listbox" aria-label="Universities">
                {matches.map((u, i) => (
                  <S.Option
                    key={u.name}
                    id={`${id}-option-${i}`}
                    role="option"
                    aria-selected={u.name === value}
                    $active={i === cb.active}
                    onMouseEnter={() => cb.setActive(i)}
                    onClick={() => cb.choose(u)}
                  >
                    <S.Check>{u.name === value && <Icon name="check" size={16} strokeWidth={2.5} />}</S.Check>
                    {u.name}
                  </S.Option>
                ))}
              </S.List>
              {total > matches.length && (
                <S.Footer>
                  Showing {matches.length} of {total.toLocaleString('en-US')}. Keep typing to narrow the list.
                </S.Footer>
              )}
            </>
          )}
        </S.Popup>
      )}
      {notListed && !cb.open && (
        <S.NotListed id={noteId}>
          “{value}” is not on the list of universities: choose yours from the list.
        </S.NotListed>
      )}
    </S.Wrapper>
  );
}
