const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** A number as typed with its spaces and hyphens removed ('51 824 753 556' -> '51824753556'). */
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The ABR's ABN check: 11 digits; take 1 from the first, weight each digit (10, 1, 3, 5 … 19) and the sum is a
 * multiple of 89.
 */
export function isValidAbn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}

/**
 * The NZBN check: 13 digits, a GS1 global location number (it starts 94, New Zealand's prefix) whose last digit is
 * the GS1 check digit (weights 1 and 3 alternating from the left, the total rounded up to a multiple of 10).
 */
export function isValidNzbn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^94\d{11}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}
