import type { TFormValues } from './section.types';

/** How many rows a list of the form shows: one past the highest row with a value, plus `spare` empty ones. */
export function rowCount(values: TFormValues, prefix: string, spare: number): number {
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)\\.`);
  let highest = -1;
  for (const name of Object.keys(values)) {
    const match = pattern.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1 + spare;
}
