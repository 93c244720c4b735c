import type { cars } from '@/server/db/schema';

type TCar = typeof cars.$inferSelect;

const field = 'border-line rounded border px-2 py-1 font-normal disabled:opacity-70';
const label = 'flex flex-col gap-1 text-sm font-medium';

function Text(props: {
  label: string;
  name: string;
  value: string | number | null;
  type?: string;
  max?: number;
  step?: string;
  hint?: string;
  disabled: boolean;
}) {
  const numeric = props.type === 'number';
  return (
    <label className={label}>
      {props.label}
      <input
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        min={numeric ? 0 : undefined}
        max={numeric ? props.max : undefined}
        step={numeric ? (props.step ?? '1') : undefined}
        maxLength={numeric ? undefined : (props.max ?? 200)}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${props.name}-hint` : undefined}
        className={field}
      />
      {props.hint && (
        <span id={`${props.name}-hint`} className="text-ink-muted font-normal">
          {props.hint}
        </span>
      )}
    </label>
  );
}

function Flag(props: { label: string; name: string; checked: boolean; disabled: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={props.name}
        value="yes"
        defaultChecked={props.checked}
        disabled={props.disabled}
      />
      {props.label}
    </label>
  );
}

/** The car editor: one plain form posted to /stock/{id}/save; a salesperson sees it read-only. */
export function CarEditorForm({ car, editable }: { car: TCar; editable: boolean }) {
  const off = !editable;
  return (
    <form
      method="post"
      action={`/stock/${car.id}/save`}
      className="flex flex-col gap-6"
      aria-label="Car details"
    >
      <fieldset className="border-line grid gap-3 rounded border p-3 md:grid-cols-3">
        <legend className="px-1 font-bold">Price and status</legend>
        <Text
          label="Drive-away price ($)"
          name="price"
          type="number"
          max={10_000_000}
          value={car.price}
          disabled={off}
          hint="Blank: “Enquire for price”."
        />
        <Text
          label="Price wording"
          name="label"
          value={car.label}
          disabled={off}
          hint="e.g. Drive away, no more to pay"
        />
        <label className={label}>
          Status
          <select name="status" defaultValue={car.status} disabled={off} className={field}>
            <option value="in_stock">In stock</option>
            <option value="coming_soon">Coming soon</option>
          </select>
        </label>
        <label className={label}>
          Tag
          <input
            name="tag"
            list="car-tags"
            defaultValue={car.tag ?? ''}
            maxLength={200}
            disabled={off}
            className={field}
          />
          <datalist id="car-tags">
            <option value="Test Drive Only" />
            <option value="Special" />
            <option value="Pre-order" />
          </datalist>
        </label>
        <label className={label}>
          Reservable online
          <select
            name="reservable"
            defaultValue={car.reservable === null ? '' : car.reservable ? 'yes' : 'no'}
            disabled={off}
            className={field}
          >
            <option value="">As the site allows</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </label>
        <div className="flex flex-col gap-2 pt-5">
          <Flag label="Sold" name="sold" checked={car.sold} disabled={off} />
          <Flag label="Reserved" name="reserved" checked={car.reserved} disabled={off} />
          <Flag
            label="Show on the website"
            name="show_on_dealer_website"
            checked={car.showOnDealerWebsite}
            disabled={off}
          />
        </div>
      </fieldset>
      <fieldset className="border-line grid gap-3 rounded border p-3 md:grid-cols-3">
        <legend className="px-1 font-bold">Finance</legend>
        <Text
          label="Weekly repayment ($)"
          name="weekly_repayment"
          type="number"
          max={1_000_000}
          value={car.weeklyRepayment}
          disabled={off}
        />
        <Text
          label="Interest rate (%)"
          name="interest_rate"
          type="number"
          step="0.01"
          max={99.99}
          value={car.interestRate}
          disabled={off}
        />
        <Text
          label="Comparison rate (%)"
          name="comparison_rate"
          type="number"
          step="0.01"
          max={99.99}
          value={car.comparisonRate}
          disabled={off}
        />
        <Text
          label="Term (months)"
          name="term_months"
          type="number"
          max={360}
          value={car.termMonths}
          disabled={off}
        />
        <Text label="Finance lender" name="finance_lender" value={car.financeLender} disabled={off} />
      </fieldset>
      <fieldset className="border-line grid gap-3 rounded border p-3">
        <legend className="px-1 font-bold">Description and features</legend>
        <label className={label}>
          Description
          <textarea
            name="description"
            rows={6}
            maxLength={20_000}
            defaultValue={car.description ?? ''}
            disabled={off}
            className={field}
          />
        </label>
        <label className={label}>
          Features, one a line
          <textarea
            name="features"
            rows={5}
            defaultValue={car.features.join('\n')}
            disabled={off}
            className={field}
          />
        </label>
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
