/** The silhouettes the demo images are drawn from. */
export const ARTS = ['sedan', 'hatch', 'suv', 'ute', 'van', 'side-by-side', 'golf-cart'] as const;
export type TArt = (typeof ARTS)[number];

export const PAINTS = {
  white: ['#f4f5f6', '#d9dde1'],
  silver: ['#c9ced3', '#8d959d'],
  black: ['#3a3f45', '#111316'],
  red: ['#d0202e', '#7d0d16'],
  blue: ['#2a5db0', '#132f63'],
  green: ['#4f7a3a', '#25401a'],
  grey: ['#7d848b', '#41474d'],
} as const;
export type TPaint = keyof typeof PAINTS;

/** The paint colours photographed for each silhouette. */
export const ART_PAINTS: Record<TArt, readonly TPaint[]> = {
  sedan: ['white', 'silver', 'black', 'red', 'blue'],
  hatch: ['white', 'silver', 'black', 'red', 'blue'],
  suv: ['white', 'silver', 'black', 'red', 'blue'],
  ute: ['white', 'silver', 'black', 'red', 'blue'],
  van: ['white', 'silver', 'black', 'blue', 'grey'],
  'side-by-side': ['red', 'green', 'grey'],
  'golf-cart': ['white', 'green'],
};

type TShape = {
  body: string;
  glass: string;
  wheels: { x: number; r: number }[];
  /** Ground line in shape units; the shape spans x 0..1000. */
  ground: number;
  lights: { front: [number, number]; rear: [number, number] };
  extra?: (paint: readonly [string, string]) => string;
};

const SHAPES: Record<TArt, TShape> = {
  sedan: {
    body: 'M40 230 L32 172 Q40 140 120 132 L262 122 Q330 52 430 42 L600 42 Q680 46 742 116 L900 134 Q972 146 976 192 L970 230 Z',
    glass: 'M300 120 Q360 64 440 56 L588 56 Q648 62 700 118 Z',
    wheels: [
      { x: 205, r: 62 },
      { x: 800, r: 62 },
    ],
    ground: 292,
    lights: { front: [950, 160], rear: [48, 160] },
  },
  hatch: {
    body: 'M110 232 L104 150 Q116 70 222 50 L520 46 Q600 52 662 116 L840 136 Q902 146 906 192 L900 232 Z',
    glass: 'M150 116 Q160 76 232 66 L508 63 Q568 68 618 116 Z',
    wheels: [
      { x: 250, r: 60 },
      { x: 760, r: 60 },
    ],
    ground: 292,
    lights: { front: [884, 162], rear: [118, 140] },
  },
  suv: {
    body: 'M40 252 L34 112 Q40 32 112 26 L600 22 Q664 26 734 106 L900 126 Q962 136 966 184 L960 252 Z',
    glass: 'M84 106 L94 44 L588 40 Q642 46 692 106 Z',
    wheels: [
      { x: 200, r: 74 },
      { x: 800, r: 74 },
    ],
    ground: 330,
    lights: { front: [944, 152], rear: [44, 124] },
    extra: () => '<path d="M120 16 L560 12" stroke="#1b1b1b" stroke-width="8" stroke-linecap="round"/>',
  },
  ute: {
    body: 'M28 232 L28 122 L428 122 L440 52 Q446 36 470 36 L640 36 Q690 40 740 112 L920 132 Q976 142 980 186 L975 232 Z',
    glass: 'M466 110 L472 52 L630 52 Q670 56 706 110 Z',
    wheels: [
      { x: 210, r: 70 },
      { x: 810, r: 70 },
    ],
    ground: 312,
    lights: { front: [958, 156], rear: [36, 140] },
    extra: () => '<path d="M40 122 L420 122" stroke="#111" stroke-width="6" opacity="0.5"/>',
  },
  van: {
    body: 'M30 242 L30 42 Q34 20 80 20 L720 20 Q770 24 822 110 L940 140 Q976 150 976 190 L970 242 Z',
    glass: 'M640 110 L650 40 L716 40 Q752 46 786 110 Z',
    wheels: [
      { x: 190, r: 62 },
      { x: 820, r: 62 },
    ],
    ground: 304,
    lights: { front: [958, 168], rear: [38, 120] },
    extra: () =>
      '<path d="M300 40 L300 230 M600 40 L600 230" stroke="#000" stroke-width="4" opacity="0.25"/><path d="M330 60 L570 60 L570 120 L330 120 Z" fill="#1d2a36" opacity="0.85"/>',
  },
  'side-by-side': {
    body: 'M80 196 L120 142 L330 132 L400 172 L600 172 L680 122 L900 132 L950 176 L922 204 L100 210 Z',
    glass: 'M420 170 L440 96 L520 96 L540 170 Z',
    wheels: [
      { x: 210, r: 88 },
      { x: 790, r: 88 },
    ],
    ground: 318,
    lights: { front: [930, 160], rear: [96, 180] },
    extra: () =>
      '<path d="M330 132 L400 12 L650 12 L700 124 M400 12 L430 172 M650 12 L610 172" fill="none" stroke="#1b1b1b" stroke-width="16" stroke-linejoin="round"/>',
  },
  'golf-cart': {
    body: 'M140 254 L150 160 L400 150 L420 70 L520 70 L540 150 L780 150 Q862 160 870 254 Z',
    glass: 'M436 82 L506 82 L522 146 L450 146 Z',
    wheels: [
      { x: 280, r: 52 },
      { x: 730, r: 52 },
    ],
    ground: 316,
    lights: { front: [852, 206], rear: [152, 206] },
    extra: ([light]) =>
      `<rect x="160" y="-6" width="690" height="28" rx="12" fill="${light}" stroke="#222" stroke-width="3"/><path d="M240 22 L256 156 M780 22 L760 152" stroke="#2b2b2b" stroke-width="12"/>`,
  },
};

function wheel(x: number, y: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5;
    return `M${x} ${y} L${(x + Math.cos(a) * r * 0.55).toFixed(1)} ${(y + Math.sin(a) * r * 0.55).toFixed(1)}`;
  }).join(' ');
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="#141414"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="#b8bec4"/>` +
    `<path d="${spokes}" stroke="#6b7178" stroke-width="${(r * 0.14).toFixed(1)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.14}" fill="#50565c"/>`
  );
}

/**
 * One vehicle in side view, facing right, as an SVG group 1000 units wide standing on y = 0.
 * `id` keeps gradient ids unique when several vehicles share a document.
 */
export function vehicleSvg(art: TArt, paint: TPaint, id: string): string {
  const shape = SHAPES[art];
  const colours = PAINTS[paint];
  const [fx, fy] = shape.lights.front;
  const [rx, ry] = shape.lights.rear;
  return (
    `<defs><linearGradient id="paint-${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>` +
    `<linearGradient id="glass-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7486"/><stop offset="1" stop-color="#1b2733"/></linearGradient></defs>` +
    `<g transform="translate(0 ${-shape.ground})">` +
    `<ellipse cx="500" cy="${shape.ground}" rx="470" ry="22" fill="#000" opacity="0.28"/>` +
    `<path d="${shape.body}" fill="url(#paint-${id})" stroke="#0d0d0d" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${shape.glass}" fill="url(#glass-${id})"/>` +
    (shape.extra?.(colours) ?? '') +
    `<ellipse cx="${fx}" cy="${fy}" rx="20" ry="10" fill="#fff6c9"/>` +
    `<ellipse cx="${rx}" cy="${ry}" rx="12" ry="10" fill="#c81d25"/>` +
    shape.wheels.map((w) => wheel(w.x, shape.ground - w.r - 8, w.r)).join('') +
    `</g>`
  );
}
