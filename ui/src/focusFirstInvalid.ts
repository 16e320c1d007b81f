/** After a refused submit, moves focus (and the view) to the form's first field marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  // The error props land on the next render; wait for it.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
