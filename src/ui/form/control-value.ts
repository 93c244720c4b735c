/** What a form control holds, read from the DOM (a checkbox's ticked state; null when there is no such control). */
export function controlValue(form: HTMLFormElement, name: string): string | boolean | null {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
  const isControl =
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement;
  return isControl ? field.value : null;
}
