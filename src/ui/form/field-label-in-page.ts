/** A label's (or legend's) text without the '(optional)' mark; null when there is none. */
export function labelText(label: Element | null | undefined): string | null {
  const text = label?.textContent?.trim();
  return text ? text.replace(/\s*\(optional\)$/, '') : null;
}

/** The label a field shows in the page, by the field's id: its <label>, or a group's legend; null when none. */
export function fieldLabelInPage(id: string): string | null {
  const field = document.getElementById(id);
  return labelText(
    field instanceof HTMLFieldSetElement
      ? field.querySelector('legend')
      : document.querySelector(`label[for="${CSS.escape(id)}"]`),
  );
}
