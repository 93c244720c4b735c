import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';

export type TFormRow = { key: string; node: TNestedFormValues };

/** The rows of a form list in index order with their keys: blank ones (every field empty) and removed ones dropped. */
export function keptRows(list: TNestedFormValues[string] | undefined, fields: readonly string[]): TFormRow[] {
  if (!list || typeof list === 'string') return [];
  return Object.keys(list)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((key) => {
      const node = list[key];
      if (!node || typeof node === 'string' || formText(node, 'remove') !== '') return [];
      return fields.every((f) => formText(node, f) === '') ? [] : [{ key, node }];
    });
}

/** Kept rows in the order their position fields say (rows without a position after, in form order). */
export function orderedRows(
  list: TNestedFormValues[string] | undefined,
  fields: readonly string[],
): TFormRow[] {
  const position = (r: TFormRow) => {
    const text = formText(r.node, 'position');
    return /^\d{1,4}$/.test(text) ? Number(text) : Number.MAX_SAFE_INTEGER;
  };
  return keptRows(list, fields)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => position(a.r) - position(b.r) || a.i - b.i)
    .map((x) => x.r);
}
