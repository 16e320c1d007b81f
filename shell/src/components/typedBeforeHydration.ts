/** Fields whose text a person types (not buttons, boxes, files or hidden values). */
const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=url], input[type=number], textarea';

/**
 * Hands React what was typed (or autofilled by the browser's password manager) into a server-rendered
 * page's fields before React took them over: hydration keeps the field's text but not its state, so the
 * form would be sent empty. Each field whose text differs from what React rendered (its `defaultValue`,
 * which React keeps equal to a controlled field's value) gets an input event React counts as a change:
 * the field's own value setter (React's, which records the value it last saw) is given React's value,
 * the element's native setter the typed text, then the event.
 */
export function syncTypedBeforeHydration(root: ParentNode = document): void {
  // read every field first: the change of one re-renders its form, which sets the others back to React's values
  const typedFields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .map((field) => ({ field, typed: field.value }))
    .filter(({ field, typed }) => typed !== field.defaultValue);
  for (const { field, typed } of typedFields) {
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!native) continue;
    field.value = field.defaultValue;
    native.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
