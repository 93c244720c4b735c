// npx tsx scripts/build-nz-postcode-table.ts <all.json> — regenerates the offline NZ postcode table the
// 'postcode-table' geocoding provider reads (src/server/providers/geocoding/nz-postcodes.json) from
// github.com/MattOfNZ/new-zealand-postcodes's `json/all.json` (OpenStreetMap Nominatim's postcode points, ODbL 1.0;
// see docs/geocoding.md and nz-postcodes.LICENSE.md). One point per postcode, to 4 decimals (about 11 m).
import { readFile, writeFile } from 'node:fs/promises';

type TPlace = { lat: string; lon: string; display_name: string; type: string };

const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/build-nz-postcode-table.ts path/to/all.json');
const places = JSON.parse(await readFile(source, 'utf8')) as TPlace[];
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const points = new Map<string, [number, number]>();
for (const place of places) {
  // "Whangarei District, Northland, 0110, New Zealand / Aotearoa": the postcode stands before the country.
  const postcode = /(?:^|, )(\d{4}), New Zealand/.exec(place.display_name)?.[1];
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (place.type !== 'postcode' || !postcode || !lat || !lng || points.has(postcode)) continue;
  points.set(postcode, [round(lat), round(lng)]);
}
const table = Object.fromEntries([...points.entries()].sort(([a], [b]) => a.localeCompare(b)));
const target = new URL('../src/server/providers/geocoding/nz-postcodes.json', import.meta.url);
await writeFile(target, `${JSON.stringify(table)}\n`);
console.log(`${points.size} postcodes written to ${target.pathname}`);
