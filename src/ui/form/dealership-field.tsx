import { dealershipSelect } from '@/domain/forms/dealership-select';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { SelectField } from './select-field';

/** The label of the dealership select. */
export const DEALERSHIP_LABEL = 'Dealership';

type TProps = {
  id: string;
  /** The site's dealerships: name by slug. */
  dealerships: Readonly<Record<string, string>>;
  error?: string;
  /** Controlled use (a multi-step form); else the select starts on `defaultValue`. */
  value?: string;
  onChange?: (slug: string) => void;
  defaultValue?: string;
};

/**
 * Which dealership the enquiry is for (spec 5): a select with two or more (blank: no preference), a hidden
 * input with exactly one (auto-selected), nothing with none. Posts `dealership_slug`.
 */
export function DealershipField({ id, dealerships, error, value, onChange, defaultValue }: TProps) {
  const select = dealershipSelect(Object.keys(dealerships));
  if (select.autoSelected !== null) {
    return <input type="hidden" name={DEALERSHIP_FIELD} value={select.autoSelected} />;
  }
  if (!select.visible) return null;
  return (
    <SelectField
      id={id}
      name={DEALERSHIP_FIELD}
      label={DEALERSHIP_LABEL}
      options={Object.entries(dealerships).map(([slug, name]) => ({ value: slug, label: name }))}
      error={error}
      {...(onChange
        ? { value: value ?? '', onChange: (e) => onChange(e.target.value) }
        : { defaultValue: defaultValue ?? '' })}
    />
  );
}
