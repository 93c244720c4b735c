import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { ListError } from './list-error';
import { WEEKDAY_NAMES } from './location-section';
import { rowCount } from './row-count';

const STATUSES = [
  { value: 'Open', label: 'Open' },
  { value: 'Closed', label: 'Closed' },
];

/** A location's phone and email, its hours for each weekday, and its holiday hours by date. */
export function LocationForm({ f }: { f: TFieldState }) {
  const holidays = rowCount(f.values, 'holidays', 2);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...draftField(f, 'phone', 'Phone number')} type="tel" />
        <TextField {...draftField(f, 'email', 'Email')} type="email" />
      </div>
      <fieldset className="border-line flex flex-col gap-3 rounded border p-3">
        <legend className="px-1 font-medium">Opening hours</legend>
        <ListError f={f} name="weekdays" label="Opening hours" />
        {WEEKDAY_NAMES.map((day, i) => (
          <fieldset key={day} className="grid items-start gap-2 sm:grid-cols-[8rem_8rem_1fr_1fr]">
            <legend className="sr-only">{day}</legend>
            <span aria-hidden="true" className="pt-7 text-sm font-medium">
              {day}
            </span>
            <SelectField
              {...draftField(f, `weekdays.${i}.status`, 'Open or closed')}
              options={STATUSES}
              chooseOne={false}
            />
            <TextField {...draftField(f, `weekdays.${i}.open`, 'Opens')} type="time" />
            <TextField {...draftField(f, `weekdays.${i}.close`, 'Closes')} type="time" />
          </fieldset>
        ))}
      </fieldset>
      <fieldset className="border-line flex flex-col gap-3 rounded border p-3">
        <legend className="px-1 font-medium">Holiday hours</legend>
        <p className="text-ink-muted text-sm">
          Replace the weekly hours on these dates. Past dates are not shown on the site.
        </p>
        <ListError f={f} name="holidays" label="Holiday hours" />
        {Array.from({ length: holidays }, (_, i) => (
          <fieldset key={i} className="grid items-start gap-2 sm:grid-cols-[10rem_1fr_8rem_8rem_8rem_auto]">
            <legend className="sr-only">Holiday {i + 1}</legend>
            <TextField {...draftField(f, `holidays.${i}.date`, 'Date')} type="date" />
            <TextField {...draftField(f, `holidays.${i}.label`, 'Name')} />
            <SelectField
              {...draftField(f, `holidays.${i}.status`, 'Open or closed')}
              options={STATUSES}
              chooseOne={false}
            />
            <TextField {...draftField(f, `holidays.${i}.startHour`, 'Opens')} type="time" />
            <TextField {...draftField(f, `holidays.${i}.endHour`, 'Closes')} type="time" />
            <div className="sm:pt-7">
              <CheckboxField {...draftCheckbox(f, `holidays.${i}.remove`, 'Remove')} />
            </div>
          </fieldset>
        ))}
      </fieldset>
    </div>
  );
}
