import type { TRandom } from '../random';
import type { TPaint } from '../images/vehicle-art';
import type { TCarType } from '../sites/types';
import type { TBadgeSpec, TVehicleSpec } from './vehicle-spec';

const COLOUR_NAMES: Record<TPaint, string[]> = {
  white: ['Glacier White', 'Crystal White Pearl', 'Frozen White', 'Arctic White'],
  silver: ['Silky Silver', 'Sonic Silver', 'Liquid Silver'],
  black: ['Eclipse Black', 'Jet Black', 'Shadow Black', 'Aurora Black Pearl'],
  red: ['Soul Red Crystal', 'Race Red', 'Burgundy Red', 'Indy Red'],
  blue: ['Deep Sea Blue', 'Lightning Blue', 'Gravity Blue', 'Atlas Blue'],
  green: ['Sagebrush Green', 'Forest Green', 'Pursuit Green'],
  grey: ['Ghost Grey', 'Graphite Grey', 'Stealth Grey'],
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export function colourName(paint: TPaint, random: TRandom): string {
  return random.pick(COLOUR_NAMES[paint]);
}

export function vin(random: TRandom): string {
  return Array.from({ length: 17 }, () => VIN_CHARS[random.int(0, VIN_CHARS.length - 1)]).join('');
}

/** A registration plate in the site's format: A is a letter, 0 a digit. */
export function rego(format: string, random: TRandom): string {
  return [...format]
    .map((c) =>
      c === 'A' ? random.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']) : c === '0' ? String(random.int(0, 9)) : c,
    )
    .join('');
}

export function pickYear(carType: TCarType, spec: TVehicleSpec, nowYear: number, random: TRandom): number {
  if (carType !== 'used') return spec.firstYear < nowYear && random.chance(0.15) ? nowYear - 1 : nowYear;
  const low = Math.min(Math.max(spec.firstYear, nowYear - 15), nowYear);
  const high = Math.max(low, nowYear - 1);
  return high - Math.floor(random.next() ** 1.7 * (high - low + 1));
}

export function pickKm(
  carType: TCarType,
  spec: TVehicleSpec,
  year: number,
  nowYear: number,
  random: TRandom,
): number {
  if (carType === 'new') return random.int(2, 45);
  if (carType === 'demo') return random.int(500, 8000);
  if (spec.usedKm) return random.int(...spec.usedKm);
  const age = Math.max(1, nowYear - year);
  return Math.min(220_000, Math.max(10_000, age * random.int(9_000, 19_000) + random.int(0, 9_000)));
}

/** Drive-away price in whole dollars, ending in 990 or 490 the way dealers price. */
export function pickPrice(
  carType: TCarType,
  badge: TBadgeSpec,
  year: number,
  km: number,
  nowYear: number,
  random: TRandom,
): number {
  if (carType === 'new') return badge.price - random.pick([0, 0, 0, 0, 500, 1000, 2000]);
  if (carType === 'demo') return Math.round((badge.price * (0.86 + random.next() * 0.07)) / 1000) * 1000 - 10;
  const age = Math.max(0, nowYear - year);
  const value =
    badge.price *
    0.87 ** age *
    (1 - (Math.min(km, 250_000) / 250_000) * 0.25) *
    (0.92 + random.next() * 0.16);
  return Math.max(2_990, Math.round(value / 500) * 500 - 10);
}

const HIGHLIGHTS: Record<string, string[]> = {
  Ute: [
    'Towbar fitted',
    'Tub liner and tonneau cover',
    'Bullbar and driving lights',
    '3,500 kg braked towing',
  ],
  SUV: [
    'Apple CarPlay and Android Auto',
    'Adaptive cruise control',
    'Reversing camera and parking sensors',
    'Roof rails',
  ],
  'Side by Side': [
    'Winch fitted',
    'Full cab with doors',
    'Road legal in NZ with LAMS plates',
    'Roof and windscreen',
  ],
  'Golf Cart': ['Lithium battery with charger', 'Rear seat kit', 'LED light kit', 'Fold-down windscreen'],
};
const DEFAULT_HIGHLIGHTS = [
  'Apple CarPlay and Android Auto',
  'Reversing camera',
  'Cruise control',
  'Bluetooth and USB',
];

/** A short, plausible listing description. */
export function describe(
  spec: TVehicleSpec,
  badge: TBadgeSpec,
  carType: TCarType,
  colour: string,
  random: TRandom,
): string {
  const highlights = random.sample(HIGHLIGHTS[spec.body] ?? DEFAULT_HIGHLIGHTS, 2);
  const opening = {
    new: `Brand new ${spec.make} ${spec.model} ${badge.name} in ${colour}, ready to drive away.`,
    demo: `Demonstrator ${spec.model} ${badge.name} in ${colour} with the balance of new-car warranty.`,
    used: `${random.pick(['One owner', 'Full service history', 'Two keys and books', 'Locally owned'])}: this ${spec.model} ${badge.name} in ${colour} has been inspected by our technicians.`,
  }[carType];
  return `${opening}\n\nHighlights: ${highlights.join('; ')}.\nEngine: ${badge.engine}.`;
}
