import { atom } from 'jotai';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms (default 5000). */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
}

/** The toast on screen. Only one at a time: a new toast replaces the current one. */
export const currentToastAtom = atom<ToastItem | null>(null);
