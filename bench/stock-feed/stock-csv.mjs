// The bench's stock file, shared by the HTTP bench (run.mjs) and the in-process profile (profile-import.ts).
const MAKES = [
  ['Toyota', ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50']],
  ['Kia', ['Sportage', 'Cerato', 'Seltos']],
];

/** A deterministic stock file of `count` used and new cars, every column a DMS usually sends. */
export function stockCsv(count) {
  const header =
    'stocknum,make,model,year,car_type,badge,colour,km,price,vin,rego,description,features,weekly_repayment,interest_rate,term_months';
  const lines = [header];
  for (let i = 0; i < count; i++) {
    const [make, models] = MAKES[i % MAKES.length];
    const model = models[i % models.length];
    const used = i % 3 !== 0;
    const vin = `JT${String(i).padStart(15, '0')}`;
    lines.push(
      [
        `FEED${String(i).padStart(5, '0')}`,
        make,
        model,
        2016 + (i % 10),
        used ? 'used' : 'new',
        'GX',
        ['White', 'Silver', 'Red'][i % 3],
        used ? 10_000 + ((i * 7919) % 150_000) : 0,
        18_000 + ((i * 104_729) % 60_000),
        vin,
        used ? `FD${String(i).padStart(4, '0')}` : '',
        `"${make} ${model}, one owner, full service history, ready to drive away."`,
        'Reversing camera|Apple CarPlay|Cruise control',
        120 + (i % 200),
        '7.49',
        60,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
