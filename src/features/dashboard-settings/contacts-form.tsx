import { CheckboxField } from '@/ui/form/checkbox-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { ListError } from './list-error';
import { rowCount } from './row-count';

/** One row per sales contact, plus empty rows to add more; a ticked Remove drops the row. */
export function ContactsForm({ f }: { f: TFieldState }) {
  const rows = rowCount(f.values, 'rows', 2);
  return (
    <div className="flex flex-col gap-4">
      <ListError f={f} name="rows" label="Sales contacts" />
      {Array.from({ length: rows }, (_, i) => (
        <fieldset key={i} className="border-line grid gap-3 rounded border p-3 md:grid-cols-5">
          <legend className="px-1 font-medium">Contact {i + 1}</legend>
          <TextField {...draftField(f, `rows.${i}.name`, 'Name')} />
          <TextField {...draftField(f, `rows.${i}.role`, 'Role')} />
          <TextField {...draftField(f, `rows.${i}.phone`, 'Phone number')} type="tel" />
          <TextField {...draftField(f, `rows.${i}.email`, 'Email')} type="email" />
          <CheckboxField {...draftCheckbox(f, `rows.${i}.remove`, 'Remove')} />
        </fieldset>
      ))}
    </div>
  );
}
