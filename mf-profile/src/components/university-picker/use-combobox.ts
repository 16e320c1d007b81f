import { useState, type KeyboardEvent } from 'react';

interface Options<T> {
  value: string;
  label(item: T): string;
  onSelect(item: T): void;
}

/** Keyboard and open/close state of an ARIA 1.2 list-autocomplete combobox (focus stays in the input). */
export function useCombobox<T>({ value, label, onSelect }: Options<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(value);
  const [active, setActive] = useState(0);

  const show = () => {
    if (open) return;
    setQuery(value);
    setOpen(true);
    setActive(0);
  };
  const close = () => {
    setOpen(false);
    setQuery(value);
  };
  const choose = (item: T) => {
    onSelect(item);
    setQuery(label(item));
    setOpen(false);
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(0);
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
        const item = items[active];
        if (open && item) {
          e.preventDefault();
          choose(item);
        }
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  return { open, query: open ? query : value, active, setActive, show, close, choose, type, onKeyDown };
}
