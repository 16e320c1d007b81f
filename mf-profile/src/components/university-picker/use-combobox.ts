import { useState, type KeyboardEvent } from 'react';

interface Options<T> {
  value: string;
  label(item: T): string;
  onSelect(item: T): void;
  /**
   * The text the person typed, when they leave the field (Tab, a click elsewhere) or press Enter without
   * having moved to an option: it is theirs to keep, never replaced by an option they did not choose.
   */
  onCommit(text: string): void;
}

/**
 * Keyboard and open/close state of an ARIA 1.2 list-autocomplete combobox (focus stays in the input).
 * Typing highlights no option: only an option the person moves to (arrows, pointer) or clicks is chosen.
 * Escape is the one way back to the value before typing.
 */
export function useCombobox<T>({ value, label, onSelect, onCommit }: Options<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(value);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);

  const show = () => {
    if (open) return;
    setQuery(value);
    setOpen(true);
    setActive(-1);
    setTyped(false);
  };
  /** Escape: back to the value before typing. */
  const cancel = () => {
    setOpen(false);
    setQuery(value);
    setTyped(false);
  };
  /** Leaving the field: what was typed stays (the picker decides whether it names an option). */
  const close = () => {
    setOpen(false);
    if (typed && query !== value) onCommit(query);
    setTyped(false);
  };
  const choose = (item: T) => {
    onSelect(item);
    setQuery(label(item));
    setOpen(false);
    setTyped(false);
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(-1);
    setTyped(true);
  };

  /** `items` are the options currently shown, in order. */
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, items: readonly T[]) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) show();
        else setActive((i) => Math.min(i + 1, items.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          e.preventDefault();
          setActive((i) => Math.min(i + 10, items.length - 1));
        }
        break;
      case 'PageUp':
        if (open) {
          e.preventDefault();
          setActive((i) => Math.max(i - 10, 0));
        }
        break;
      case 'Enter': {
        if (!open) break;
        e.preventDefault();
        const item = active >= 0 ? items[active] : undefined;
        if (item) choose(item);
        else close();
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          cancel();
        }
        break;
      default:
        break;
    }
  };

  return { open, query: open ? query : value, active, setActive, show, close, choose, type, onKeyDown };
}
