/** A message as a sentence of its field: "is required" becomes "Label is required"; a full sentence stays. */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** The id of a field's input, from its form name. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;
