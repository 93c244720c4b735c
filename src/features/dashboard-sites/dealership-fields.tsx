import { countryRules, type TCountry } from '@/domain/onboarding/country-rules';
import { makeFieldName } from '@/domain/onboarding/dealership.schema';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { addressLabels } from './dealership-labels';

const fieldset = 'border-line grid gap-3 rounded border p-3';

type TProps = { f: TFieldState; country: TCountry; makes: readonly string[] };

/** A dealership's fields in its site's country's terms: name, address, numbers, makes sold, department phones. */
export function DealershipFields({ f, country, makes }: TProps) {
  const rules = countryRules(country);
  const labels = addressLabels(country);
  const field = (name: string) => draftField(f, name, labels[name]!);
  return (
    <div className="flex flex-col gap-6">
      <fieldset className={`${fieldset} md:grid-cols-2`}>
        <legend className="px-1 font-bold">Dealership</legend>
        <TextField {...field('name')} maxLength={80} required />
        <TextField
          {...field('slug')}
          maxLength={40}
          required
          hint="Lower-case letters, digits and hyphens, unique among all dealerships, e.g. canterbury-cars-riccarton."
        />
      </fieldset>
      <fieldset className={`${fieldset} md:grid-cols-2`}>
        <legend className="px-1 font-bold">Address</legend>
        <TextField {...field('street')} maxLength={120} required />
        <TextField {...field('suburb')} maxLength={60} required />
        <SelectField {...field('region')} options={rules.region.options} required />
        <TextField
          {...field('postcode')}
          inputMode="numeric"
          maxLength={4}
          required
          hint={rules.postcode.hint}
        />
      </fieldset>
      <fieldset className={`${fieldset} md:grid-cols-2`}>
        <legend className="px-1 font-bold">Licence and business numbers</legend>
        <TextField {...field('licence')} maxLength={24} required hint={rules.licence.hint} />
        <TextField
          {...field('businessNumber')}
          inputMode="numeric"
          maxLength={20}
          required
          hint={rules.businessNumber.hint}
        />
      </fieldset>
      <fieldset className={`${fieldset} md:grid-cols-3`}>
        <legend className="px-1 font-bold">Phone numbers</legend>
        <TextField {...field('salesPhone')} type="tel" required hint={rules.phone.hint} />
        <TextField {...field('servicePhone')} type="tel" hint="Blank: none." />
        <TextField {...field('partsPhone')} type="tel" hint="Blank: none." />
      </fieldset>
      <fieldset className={`${fieldset} grid-cols-2 sm:grid-cols-3 md:grid-cols-5`}>
        <legend className="px-1 font-bold">Makes sold</legend>
        {makes.map((make) => (
          <CheckboxField key={make} {...draftCheckbox(f, makeFieldName(make), make)} />
        ))}
      </fieldset>
    </div>
  );
}
