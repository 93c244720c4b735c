import { countryRules } from '@/domain/onboarding/country-rules';
import { DataTable } from '@/ui/table/data-table';

const ROWS = [
  { heading: 'Currency', of: (r: ReturnType<typeof countryRules>) => r.currency },
  { heading: 'GST', of: (r: ReturnType<typeof countryRules>) => r.gst },
  { heading: 'Phone numbers', of: (r: ReturnType<typeof countryRules>) => r.phone.hint },
  { heading: 'Postcodes', of: (r: ReturnType<typeof countryRules>) => r.postcode.hint },
  { heading: 'Dealer licence', of: (r: ReturnType<typeof countryRules>) => r.licence.label },
  { heading: 'Business number', of: (r: ReturnType<typeof countryRules>) => r.businessNumber.label },
];

/** What choosing a country sets, side by side, so the choice is made knowing it. */
export function CountryRulesTable() {
  const countries = [countryRules('AU'), countryRules('NZ')];
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">What the country sets</h2>
      <DataTable caption="What the country sets" columns={['Rule', ...countries.map((c) => c.name)]}>
        {ROWS.map((row) => (
          <tr key={row.heading} className="border-line border-b">
            <th scope="row" className="px-2 py-2 font-semibold">
              {row.heading}
            </th>
            {countries.map((c) => (
              <td key={c.name} className="px-2 py-2">
                {row.of(c)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
