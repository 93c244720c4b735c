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
