/** A value of the enquiry payload as text: lists joined, objects as JSON, booleans as Yes/No. */
export function payloadValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(payloadValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
