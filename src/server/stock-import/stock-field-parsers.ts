import { z } from 'zod';

/*
 * Column parsers for stock files. A CSV cell is always text; a JSON value may also be a number, boolean or
 * array, so every parser takes `unknown`. Each column reads three ways:
 *   absent (column or key missing)  -> undefined: an update leaves the car's value unchanged
 *   blank (empty text or null)      -> null: the value is cleared (or set to its default)
 *   anything else                   -> parsed, or an issue on that column
 */

const PROBLEM = Symbol('problem');
type TProblem = { [PROBLEM]: string };

/** A parse failure carrying the message shown as `line N: column: message`. */
export function problem(message: string): TProblem {
  return { [PROBLEM]: message };
}

function isProblem(value: unknown): value is TProblem {
  return typeof value === 'object' && value !== null && PROBLEM in value;
}

function isBlank(raw: unknown): boolean {
  return raw === null || (typeof raw === 'string' && raw.trim() === '');
}

type TParse<T> = (raw: unknown) => T | TProblem;

/** A column that may be absent, blank or hold a value. */
export function optionalColumn<T>(parse: TParse<T>) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T | null | undefined => {
      if (raw === undefined) return undefined;
      if (isBlank(raw)) return null;
      const parsed = parse(raw);
      if (!isProblem(parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed[PROBLEM] });
      return z.NEVER;
    });
}

/** A column every row must fill. */
export function requiredColumn<T>(parse: TParse<T>) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      const parsed = raw === undefined || isBlank(raw) ? problem('is required') : parse(raw);
      if (!isProblem(parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed[PROBLEM] });
      return z.NEVER;
    });
}

export function text(maxLength: number): TParse<string> {
  return (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return problem('must be text');
    const value = String(raw).trim();
    return value.length > maxLength ? problem(`must be at most ${maxLength} characters`) : value;
  };
}

const INT32_MAX = 2_147_483_647;

/**
 * A whole number written plainly or with thousands commas ("12,345"); `currency` also allows a leading `$`
 * and a zero cents part ("$45,990.00").
 */
export function wholeNumber(options: {
  min: number;
  max?: number | (() => number);
  currency?: boolean;
  hint: string | (() => string);
}): TParse<number> {
  return (raw) => {
    const max = typeof options.max === 'function' ? options.max() : (options.max ?? INT32_MAX);
    let value: number;
    if (typeof raw === 'number') {
      value = raw;
    } else if (typeof raw === 'string') {
      let digits = raw.trim().replace(/,/g, '');
      if (options.currency) digits = digits.replace(/^\$\s*/, '').replace(/\.0+$/, '');
      value = /^-?\d+$/.test(digits) ? Number(digits) : NaN;
    } else {
      value = NaN;
    }
    if (Number.isInteger(value) && value >= options.min && value <= max) return value;
    return problem(typeof options.hint === 'function' ? options.hint() : options.hint);
  };
}

/** A decimal such as an interest rate: "6.99" or "6.99%". */
export function decimal(options: { min: number; max: number; hint: string }): TParse<number> {
  return (raw) => {
    const source = typeof raw === 'string' ? raw.trim().replace(/%$/, '').trim() : raw;
    const value =
      typeof source === 'number'
        ? source
        : typeof source === 'string' && /^\d+(\.\d+)?$/.test(source)
          ? Number(source)
          : NaN;
    return Number.isFinite(value) && value >= options.min && value <= options.max
      ? value
      : problem(options.hint);
  };
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

export const yesNo: TParse<boolean> = (raw) => {
  if (typeof raw === 'boolean') return raw;
  const word = String(raw).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return problem('must be true, false, yes, no, 1 or 0');
};

/** One of a fixed set, matched without regard to case; spaces and hyphens count as underscores. */
export function oneOf<const T extends string>(values: readonly T[]): TParse<T> {
  const byKey = new Map(values.map((v) => [key(v), v]));
  return (raw) => {
    const match = typeof raw === 'string' ? byKey.get(key(raw)) : undefined;
    return match ?? problem(`must be one of ${values.join(', ')}`);
  };
}

function key(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A list: a JSON array, or text split on `|` (CSV). Blank items are dropped. */
export function list<T>(
  item: (value: string, position: number) => T | TProblem,
  maxItems: number,
): TParse<T[]> {
  return (raw) => {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('|') : null;
    if (!items) return problem('must be a list (a JSON array, or values separated by |)');
    const values = items.filter((v) => !isBlank(v));
    if (values.length > maxItems) return problem(`must hold at most ${maxItems} items`);
    const parsed: T[] = [];
    for (const [index, value] of values.entries()) {
      const out =
        typeof value === 'string'
          ? item(value.trim(), index + 1)
          : problem(`item ${index + 1}: must be text`);
      if (isProblem(out)) return out;
      parsed.push(out);
    }
    return parsed;
  };
}

/** An image address: http(s) URL, or a root-relative path under /media/ (served by this app). */
export function imageUrl(value: string, position: number): string | TProblem {
  if (/^\/media\/[^\s]+$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // not an absolute URL; reported below
  }
  return problem(`item ${position}: must be an http(s) URL or a /media/ path`);
}
