/**
 * A model's name led by its make, never printing the make twice: 'Nissan' + 'Nissan Z' reads 'Nissan Z',
 * 'Kia' + 'Sportage' reads 'Kia Sportage'. Whitespace is trimmed (catalogue names may carry trailing
 * spaces) and the make is matched as a whole leading word, ignoring case.
 */
export function makeAndModel(make: string | null | undefined, model: string): string {
  const m = (make ?? '').trim();
  const name = model.trim().replace(/\s+/g, ' ');
  if (!m) return name;
  const startsWithMake =
    name.toLowerCase() === m.toLowerCase() || name.toLowerCase().startsWith(`${m.toLowerCase()} `);
  return startsWithMake ? name : `${m} ${name}`;
}
