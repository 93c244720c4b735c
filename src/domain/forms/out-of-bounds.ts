import type { TOptional } from './form-field';

/** Inclusive bounds of an amount; default 0 and no upper bound. */
export type TBounds = TOptional & { min?: number; max?: number };

/** A number outside the bounds, said in the field's own unit; undefined when it is within them. */
export function outOfBounds(
  n: number,
  { min = 0, max }: TBounds,
  say: (n: number) => string,
): string | undefined {
  if (n >= min && (max === undefined || n <= max)) return undefined;
  if (max === undefined) return `Enter at least ${say(min)}.`;
  return `Enter an amount from ${say(min)} to ${say(max)}.`;
}
