import { CheckboxField, ListError, TextField, type TFieldState } from '@/ui/form/dashboard-fields';
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
          <TextField f={f} name={`rows.${i}.name`} label="Name" />
          <TextField f={f} name={`rows.${i}.role`} label="Role" />
          <TextField f={f} name={`rows.${i}.phone`} label="Phone number" type="tel" />
          <TextField f={f} name={`rows.${i}.email`} label="Email" type="email" />
          <CheckboxField f={f} name={`rows.${i}.remove`} label="Remove" />
        </fieldset>
      ))}
    </div>
  );
}
