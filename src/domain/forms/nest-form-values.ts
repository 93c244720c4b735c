type TNested = { [key: string]: TNested | string };

/** Most rows one list of a form may have: an index beyond it is dropped (a tampered form, not a person). */
export const MAX_FORM_ROWS = 50;

/**
 * Turns a plain form's flat names into nested records: `header.2.children.0.label` becomes
 * `{ header: { '2': { children: { '0': { label } } } } }`. Lists stay records keyed by index (see formRows):
 * a form without JavaScript may leave gaps. Names with an empty part, `__proto__`, or an index above
 * MAX_FORM_ROWS are dropped; the first value of a repeated name wins.
 */
export function nestFormValues(entries: Iterable<[string, string]>): TNested {
  const root: TNested = Object.create(null) as TNested;
  for (const [name, value] of entries) {
    const parts = name.split('.');
    if (parts.every(isUsablePart)) place(root, parts, value);
  }
  return root;
}

function isUsablePart(part: string): boolean {
  return part !== '' && part !== '__proto__' && !(/^\d+$/.test(part) && Number(part) >= MAX_FORM_ROWS);
}

function place(root: TNested, parts: string[], value: string): void {
  let node = root;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'string') return;
    node = next ?? (node[part] = Object.create(null) as TNested);
  }
  const last = parts[parts.length - 1]!;
  if (node[last] === undefined) node[last] = value;
}

/** The rows of a nested list in index order, each a record; a missing list or a text in its place: none. */
export function formRows(list: TNested | string | undefined): TNested[] {
  if (!list || typeof list === 'string') return [];
  return Object.keys(list)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((k) => (typeof list[k] === 'string' ? [] : [list[k] as TNested]));
}

/** A text of a nested record ('' for a missing one or a record in its place), trimmed. */
export function formText(node: TNested | string | undefined, key: string): string {
  const value = node && typeof node !== 'string' ? node[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

export type { TNested as TNestedFormValues };
