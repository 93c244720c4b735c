import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { CAR_FIELD_LABELS } from './car-editor-values';

const STATUSES = [
  { value: 'in_stock', label: 'In stock' },
  { value: 'coming_soon', label: 'Coming soon' },
];

const RESERVABLE = [
  { value: '', label: 'As the site allows' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The finance fields, each a number field with its bounds (the stock file's own). */
const FINANCE = [
  { name: 'weekly_repayment', max: 1_000_000, step: '1' },
  { name: 'interest_rate', max: 99.99, step: '0.01' },
  { name: 'comparison_rate', max: 99.99, step: '0.01' },
  { name: 'term_months', max: 360, step: '1' },
] as const;

const FLAGS = ['sold', 'reserved', 'show_on_dealer_website'] as const;

const fieldset = 'border-line grid gap-3 rounded border p-3';

/**
 * The car editor: one plain form posted to /stock/{id}/save; a salesperson sees it read-only. Refused, the page
 * comes back with what was typed and a message at each field (`f`).
 */
export function CarEditorForm({ carId, f, editable }: { carId: number; f: TFieldState; editable: boolean }) {
  const disabled = !editable;
  const field = (name: keyof typeof CAR_FIELD_LABELS) => ({
    ...draftField(f, name, CAR_FIELD_LABELS[name]!),
    disabled,
  });
  return (
    <form
      method="post"
      action={`/stock/${carId}/save`}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Car details"
    >
      <fieldset className={`${fieldset} md:grid-cols-3`}>
        <legend className="px-1 font-bold">Price and status</legend>
        <TextField
          {...field('price')}
          type="number"
          min={0}
          max={10_000_000}
          step="1"
          hint="Blank: “Enquire for price”."
        />
        <TextField {...field('label')} maxLength={200} hint="e.g. Drive away, no more to pay" />
        <SelectField {...field('status')} options={STATUSES} chooseOne={false} />
        <TextField {...field('tag')} maxLength={200} list="car-tags" />
        <datalist id="car-tags">
          <option value="Test Drive Only" />
          <option value="Special" />
          <option value="Pre-order" />
        </datalist>
        <SelectField {...field('reservable')} options={RESERVABLE} chooseOne={false} />
        <div className="flex flex-col gap-2 pt-5">
          {FLAGS.map((name) => (
            <CheckboxField
              key={name}
              {...draftCheckbox(f, name, CAR_FIELD_LABELS[name]!)}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={`${fieldset} md:grid-cols-3`}>
        <legend className="px-1 font-bold">Finance</legend>
        {FINANCE.map(({ name, max, step }) => (
          <TextField key={name} {...field(name)} type="number" min={0} max={max} step={step} />
        ))}
        <TextField {...field('finance_lender')} maxLength={200} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className="px-1 font-bold">Description and features</legend>
        <TextField {...field('description')} multiline rows={6} maxLength={20_000} />
        <TextField {...field('features')} multiline rows={5} maxLength={20_000} />
      </fieldset>
      {editable && (
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
            Save car
          </button>
        </p>
      )}
    </form>
  );
}
