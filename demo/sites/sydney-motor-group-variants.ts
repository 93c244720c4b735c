import { FORD, HYUNDAI, JEEP, KIA, MAZDA, TOYOTA } from '../stock/specs-new-makes';
import { USED_AU } from '../stock/specs-used';
import { findSpec } from '../stock/vehicle-spec';
import type { TCarPlan } from './types';

const plan = (
  dealership: string,
  spec: TCarPlan['spec'],
  carType: TCarPlan['carType'],
  extra: Partial<TCarPlan> = {},
): TCarPlan => ({
  dealership,
  spec,
  carType,
  ...extra,
});

/** The NSW group's cars that every variant of the spec (and the search relevance tests) need. */
export function sydneyMotorGroupVariants(year: number): TCarPlan[] {
  const toyota = (model: string) => findSpec(TOYOTA, 'Toyota', model);
  const kia = (model: string) => findSpec(KIA, 'Kia', model);
  const used = (make: string, model: string) => findSpec(USED_AU, make, model);
  const asIs = (price: number) => ({
    price,
    description: 'Trade-in sold as is, without warranty. Ideal for a mechanic or for parts.',
  });
  return [
    // Relevance: the models a search for "ranger", "hilux", "cx-5", "rav4", "corolla" or "2021 kia" must rank.
    plan('parramatta-toyota', toyota('HiLux'), 'new', { badge: 'SR5', ageDays: 0.05 }),
    plan('parramatta-toyota', toyota('HiLux'), 'used', { badge: 'Rogue', year: 2022 }),
    plan('parramatta-toyota', toyota('RAV4'), 'new', { badge: 'GXL', ageDays: 2 }),
    plan('parramatta-toyota', toyota('RAV4'), 'used', { badge: 'Cruiser Hybrid', year: 2022 }),
    plan('parramatta-toyota', toyota('Corolla'), 'new', { badge: 'Ascent Sport' }),
    plan('parramatta-toyota', toyota('Corolla'), 'used', { badge: 'ZR Hybrid', year: 2019 }),
    plan('parramatta-kia', kia('Sportage'), 'used', { badge: 'SX', year: 2021 }),
    plan('parramatta-kia', kia('Cerato'), 'used', { badge: 'Sport', year: 2021 }),
    plan('parramatta-kia', kia('Seltos'), 'used', { badge: 'Sport+', year: 2021 }),
    plan('parramatta-kia', kia('Sorento'), 'used', { badge: 'GT-Line', year: 2021 }),
    plan('penrith-mazda', findSpec(MAZDA, 'Mazda', 'CX-5'), 'new', { badge: 'Maxx Sport', ageDays: 7.5 }),
    plan('penrith-mazda', findSpec(MAZDA, 'Mazda', 'CX-5'), 'used', { badge: 'Touring', year: 2020 }),
    plan('penrith-ford', findSpec(FORD, 'Ford', 'Ranger'), 'new', { badge: 'XLT 4x4' }),
    plan('penrith-ford', findSpec(FORD, 'Ford', 'Ranger'), 'used', { badge: 'Wildtrak 4x4', year: 2021 }),
    // Electric and hybrid.
    plan('parramatta-kia', kia('EV6'), 'new', { badge: 'Air' }),
    plan('hornsby-hyundai', findSpec(HYUNDAI, 'Hyundai', 'Ioniq 5'), 'demo', { badge: 'Techniq' }),
    plan('parramatta-toyota', toyota('Camry'), 'new', { badge: 'Ascent Hybrid' }),
    // Sold, reserved, coming soon, and each tag.
    plan('penrith-mazda', findSpec(MAZDA, 'Mazda', 'CX-30'), 'used', { set: { sold: true } }),
    plan('hornsby-jeep', findSpec(JEEP, 'Jeep', 'Wrangler'), 'used', { set: { sold: true } }),
    plan('hornsby-hyundai', findSpec(HYUNDAI, 'Hyundai', 'Tucson'), 'new', { set: { reserved: true } }),
    plan('penrith-ford', findSpec(FORD, 'Ford', 'Everest'), 'demo', { set: { reserved: true } }),
    plan('parramatta-toyota', toyota('LandCruiser 300'), 'new', {
      badge: 'GXL',
      set: { status: 'coming_soon' },
    }),
    plan('hornsby-jeep', findSpec(JEEP, 'Jeep', 'Grand Cherokee'), 'used', {
      photos: 'placeholder',
      set: { status: 'coming_soon' },
    }),
    plan('parramatta-kia', kia('EV5'), 'new', {
      badge: 'Air',
      year,
      set: { status: 'coming_soon', tag: 'Pre-order', price: null },
    }),
    plan('hornsby-hyundai', findSpec(HYUNDAI, 'Hyundai', 'Ioniq 6'), 'demo', {
      set: { tag: 'Test Drive Only' },
    }),
    plan('penrith-mazda', findSpec(MAZDA, 'Mazda', 'BT-50'), 'demo', {
      badge: 'XTR 4x4',
      set: { tag: 'Special' },
    }),
    // New arrivals: one still waiting for photos; one just past the 8-day window.
    plan('parramatta-toyota', toyota('Yaris Cross'), 'new', {
      badge: 'GX',
      ageDays: 1,
      photos: 'placeholder',
    }),
    plan('penrith-ford', findSpec(FORD, 'Ford', 'Puma'), 'new', { ageDays: 9 }),
    // Waiting months for photos: the Request Photos panel alone, never "only just arrived".
    plan('parramatta-toyota', used('Holden', 'Commodore'), 'used', { ageDays: 120, photos: 'placeholder' }),
    // The built-in trade-in market estimate: four used 2020 Konas close in kilometres, one with a plate a
    // visitor can value (DEMO20); a trade-in described as a 2020 Hyundai Kona gets a range.
    ...[0, 1, 2, 3].map((i) =>
      plan('hornsby-hyundai', findSpec(HYUNDAI, 'Hyundai', 'Kona'), 'used', {
        year: 2020,
        km: 48_000 + i * 7_000,
        set: { price: 24_990 + i * 1_500, ...(i === 0 ? { rego: 'DEMO20' } : {}) },
      }),
    ),
    // Not reservable, hidden from the website, no payment processor.
    plan('parramatta-toyota', toyota('LandCruiser Prado'), 'used', { set: { reservable: false } }),
    plan('penrith-ford', findSpec(FORD, 'Ford', 'Mustang'), 'new', { set: { reservable: false } }),
    plan('parramatta-kia', kia('Picanto'), 'used', { set: { showOnDealerWebsite: false } }),
    plan('hornsby-hyundai', findSpec(HYUNDAI, 'Hyundai', 'Venue'), 'used', {
      set: { showOnDealerWebsite: false },
    }),
    plan('hornsby-jeep', findSpec(JEEP, 'Jeep', 'Compass'), 'used', { set: { paymentProcessors: [] } }),
    plan('penrith-ford', used('Mitsubishi', 'Triton'), 'used', { set: { paymentProcessors: [] } }),
    // Prices either side of the checkout (200) and autocomplete (250) thresholds.
    plan('parramatta-toyota', used('Holden', 'Commodore'), 'used', {
      year: 2008,
      km: 219000,
      set: asIs(199),
    }),
    plan('parramatta-kia', used('Holden', 'Colorado'), 'used', { year: 2012, km: 214500, set: asIs(200) }),
    plan('penrith-ford', used('Mitsubishi', 'ASX'), 'used', { year: 2011, km: 208300, set: asIs(201) }),
    plan('penrith-mazda', used('Volkswagen', 'Golf'), 'used', { year: 2010, km: 201700, set: asIs(249) }),
    plan('hornsby-hyundai', used('Suzuki', 'Swift'), 'used', { year: 2011, km: 196400, set: asIs(250) }),
    plan('hornsby-jeep', used('Mitsubishi', 'Triton'), 'used', { year: 2012, km: 218900, set: asIs(251) }),
  ];
}
