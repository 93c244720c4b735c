import { fieldId, fieldMessage } from '@/ui/form/field-id';
import type { TFieldState } from '@/ui/form/draft-field';

/** A message for a whole list (e.g. a header without items), shown where the list starts. */
export function ListError({ f, name, label }: { f: TFieldState; name: string; label: string }) {
  const error = f.errors[name];
  if (!error) return null;
  return (
    <p id={fieldId(name)} tabIndex={-1} className="text-sm text-red-800">
      {fieldMessage(label, error)}
    </p>
  );
}
