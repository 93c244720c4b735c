import { vehicleSvg } from './vehicle-art';

/** Content block pictures: 960×640 (3:2), each drawn in the site's own colours. */
export const BLOCK_SIZE = { width: 960, height: 640 } as const;

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BLOCK_SIZE.width}" height="${BLOCK_SIZE.height}" viewBox="0 0 960 640"><rect width="960" height="640" fill="${background}"/>${body}</svg>`;

/** Finance: an application form with a tick, a calculator and a stack of coins. */
export function financeBlockSvg(primary: string, accent: string, surface: string): string {
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="200" y="${200 + i * 52}" width="${220 - (i % 2) * 60}" height="18" rx="9" fill="#c9d0d8"/>`,
    )
    .join('');
  const keys = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${598 + (i % 3) * 62}" y="${262 + Math.floor(i / 3) * 56}" width="48" height="40" rx="8" fill="${i === 11 ? accent : '#e8ecf0'}"/>`,
  ).join('');
  const coins = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="790" cy="${540 - i * 22}" rx="70" ry="22" fill="${accent}" stroke="#7a5a00" stroke-width="4"/>`,
    )
    .join('');
  return frame(
    surface,
    `<rect x="150" y="110" width="330" height="440" rx="18" fill="#ffffff" stroke="${primary}" stroke-width="8"/>` +
      `<rect x="150" y="110" width="330" height="60" rx="18" fill="${primary}"/>` +
      lines +
      `<circle cx="400" cy="480" r="44" fill="${primary}"/><path d="M378 480 L396 498 L426 462" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="570" y="150" width="240" height="330" rx="22" fill="${primary}"/><rect x="596" y="178" width="188" height="60" rx="8" fill="#dff5e4"/>` +
      keys +
      coins,
  );
}

/** Selling a car: a car with a swing tag showing a dollar sign. */
export function valuationBlockSvg(primary: string, accent: string, surface: string): string {
  return frame(
    surface,
    `<rect y="470" width="960" height="170" fill="#d5d9de"/>` +
      `<g transform="translate(40 500) scale(0.64)">${vehicleSvg('suv', 'silver', 'val')}</g>` +
      `<path d="M640 200 L720 250" stroke="#333" stroke-width="5"/>` +
      `<g transform="rotate(14 770 320)"><path d="M700 250 L840 250 L870 300 L870 410 L700 410 Z" fill="${accent}" stroke="${primary}" stroke-width="6"/>` +
      `<circle cx="730" cy="272" r="10" fill="${surface}"/>` +
      `<text x="790" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="${primary}">$</text></g>`,
  );
}

/** Service: a spanner and a screwdriver crossed over a gear. */
export function serviceBlockSvg(primary: string, accent: string, surface: string): string {
  const teeth = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="-26" y="-210" width="52" height="70" rx="8" fill="${primary}" transform="rotate(${i * 36})"/>`,
  ).join('');
  return frame(
    surface,
    `<g transform="translate(480 320)">${teeth}<circle r="160" fill="${primary}"/><circle r="70" fill="${surface}"/>` +
      `<g transform="rotate(-40)"><rect x="-24" y="-260" width="48" height="420" rx="20" fill="${accent}" stroke="#333" stroke-width="4"/><circle cy="-250" r="60" fill="${accent}" stroke="#333" stroke-width="4"/><rect x="-24" y="-330" width="48" height="90" fill="${surface}"/></g>` +
      `<g transform="rotate(40)"><rect x="-14" y="-270" width="28" height="300" rx="8" fill="#c7ccd1" stroke="#333" stroke-width="4"/><rect x="-32" y="20" width="64" height="170" rx="22" fill="${accent}" stroke="#333" stroke-width="4"/></g></g>`,
  );
}

/** Rewards: a membership card with a star. */
export function rewardsBlockSvg(primary: string, accent: string, surface: string): string {
  return frame(
    surface,
    `<g transform="rotate(-8 480 320)"><rect x="210" y="170" width="540" height="320" rx="30" fill="${primary}"/>` +
      `<rect x="210" y="240" width="540" height="46" fill="${accent}"/>` +
      `<path d="M620 330 L642 380 L696 384 L654 418 L668 470 L620 442 L572 470 L586 418 L544 384 L598 380 Z" fill="${accent}"/>` +
      `<rect x="250" y="340" width="200" height="22" rx="11" fill="#ffffff" opacity="0.8"/><rect x="250" y="380" width="150" height="22" rx="11" fill="#ffffff" opacity="0.6"/></g>`,
  );
}

/** Visiting: a map with roads and a pin in the site's colour. */
export function visitBlockSvg(primary: string, accent: string, surface: string): string {
  return frame(
    '#e7ecde',
    `<path d="M0 420 Q300 360 520 440 T960 380" fill="none" stroke="#ffffff" stroke-width="46"/>` +
      `<path d="M300 0 Q340 300 260 640" fill="none" stroke="#ffffff" stroke-width="36"/>` +
      `<path d="M620 0 L700 640" fill="none" stroke="#fff7d6" stroke-width="30"/>` +
      `<rect x="60" y="60" width="180" height="120" fill="#cfdcc0"/><rect x="760" y="470" width="160" height="130" fill="#cfdcc0"/>` +
      `<path d="M480 480 C400 360 380 300 380 260 A100 100 0 1 1 580 260 C580 300 560 360 480 480 Z" fill="${primary}" stroke="${surface}" stroke-width="6"/>` +
      `<circle cx="480" cy="258" r="40" fill="${accent}"/>`,
  );
}
