import { type TArt, type TPaint, vehicleSvg } from './vehicle-art';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

const SKIES = [
  ['#9cc9ef', '#e9f3fb', '#7f9b6a'],
  ['#f6b48a', '#fde3c8', '#8c7b5e'],
  ['#b7c3cc', '#eef1f3', '#6f8a72'],
  ['#6aa6de', '#d7ebf9', '#a08c62'],
] as const;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 ${(1200 * height) / width}">${body}</svg>`;

/** Outdoors (scene 1: sky, hills, road) or in the showroom (scene 2: wall, floor, facing the other way). */
export function exteriorSvg(art: TArt, paint: TPaint, scene: 1 | 2, variant: number): string {
  const vehicle = vehicleSvg(art, paint, 'v');
  if (scene === 1) {
    const [top, bottom, hill] = SKIES[variant % SKIES.length]!;
    return svg(
      1200,
      800,
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
        `<rect width="1200" height="800" fill="url(#sky)"/>` +
        `<path d="M0 470 Q200 ${380 + (variant % 3) * 20} 420 450 T860 430 T1200 460 L1200 800 L0 800 Z" fill="${hill}"/>` +
        `<rect y="560" width="1200" height="240" fill="#5b5f63"/><rect y="560" width="1200" height="10" fill="#8a8f94"/>` +
        `<path d="M0 690 L1200 690" stroke="#e8e2c8" stroke-width="8" stroke-dasharray="70 50" opacity="0.7"/>` +
        `<g transform="translate(100 660)">${vehicle}</g>`,
    );
  }
  const wall = ['#e6e8eb', '#eeeae4', '#e3e9ee', '#ebebeb'][variant % 4]!;
  return svg(
    1200,
    800,
    `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ccd0"/><stop offset="1" stop-color="#f2f3f4"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="${wall}"/>` +
      `<path d="M150 0 L150 520 M450 0 L450 520 M750 0 L750 520 M1050 0 L1050 520" stroke="#fff" stroke-width="14" opacity="0.7"/>` +
      `<rect y="520" width="1200" height="280" fill="url(#floor)"/>` +
      `<g transform="translate(1100 660) scale(-1 1)">${vehicle}</g>`,
  );
}

/** A close-up that fits any car: the dashboard (interior) or an alloy wheel. */
export function detailSvg(kind: 'interior' | 'wheel', variant: number): string {
  if (kind === 'interior') {
    const trim = ['#1d1f22', '#6b4f36', '#4a4f55'][variant % 3]!;
    return svg(
      1200,
      800,
      `<rect width="1200" height="800" fill="#a9c6dd"/><path d="M0 300 Q600 200 1200 300 L1200 800 L0 800 Z" fill="#2a2d31"/>` +
        `<path d="M0 420 Q600 330 1200 420 L1200 800 L0 800 Z" fill="${trim}"/>` +
        `<rect x="640" y="360" width="260" height="150" rx="14" fill="#0e1a26" stroke="#555" stroke-width="6"/>` +
        `<rect x="660" y="380" width="220" height="40" rx="6" fill="#2f6fb0" opacity="0.8"/>` +
        `<circle cx="380" cy="560" r="190" fill="none" stroke="#111" stroke-width="42"/>` +
        `<path d="M200 560 L560 560 M380 560 L380 750" stroke="#111" stroke-width="40"/><circle cx="380" cy="560" r="60" fill="#222"/>`,
    );
  }
  const spokes = [5, 6, 10][variant % 3]!;
  const lines = Array.from({ length: spokes }, (_, i) => {
    const a = (i * 2 * Math.PI) / spokes;
    return `M600 400 L${(600 + Math.cos(a) * 230).toFixed(1)} ${(400 + Math.sin(a) * 230).toFixed(1)}`;
  }).join(' ');
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="#9aa1a8"/><rect y="640" width="1200" height="160" fill="#4d5156"/>` +
      `<circle cx="600" cy="400" r="360" fill="#1a1a1a"/><circle cx="600" cy="400" r="260" fill="#c5cbd1"/>` +
      `<path d="${lines}" stroke="#7c838a" stroke-width="48" stroke-linecap="round"/>` +
      `<circle cx="600" cy="400" r="70" fill="#3d4247"/><circle cx="600" cy="400" r="30" fill="#9aa1a8"/>`,
  );
}

/** The image a car shows until it has photos; says so in words, not just a grey box. */
export function placeholderSvg(): string {
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="#e5e7eb"/>` +
      `<g transform="translate(260 200) scale(0.68)" opacity="0.55"><path d="M40 230 L32 172 Q40 140 120 132 L262 122 Q330 52 430 42 L600 42 Q680 46 742 116 L900 134 Q972 146 976 192 L970 230 Z" fill="none" stroke="#6b7280" stroke-width="10" stroke-linejoin="round"/><circle cx="205" cy="232" r="66" fill="#e5e7eb" stroke="#6b7280" stroke-width="10"/><circle cx="800" cy="232" r="66" fill="#e5e7eb" stroke="#6b7280" stroke-width="10"/></g>` +
      `<text x="600" y="600" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="700" fill="#1f2937">Photos coming soon</text>` +
      `<text x="600" y="670" text-anchor="middle" font-family="${FONT}" font-size="34" fill="#374151">Ask us for photos of this vehicle</text>`,
  );
}

/** A catalogue model: the vehicle on a plain studio background. */
export function modelSvg(art: TArt, paint: TPaint): string {
  return svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#f6f7f8"/><ellipse cx="600" cy="560" rx="560" ry="40" fill="#e4e6e9"/>` +
      `<g transform="translate(100 570)">${vehicleSvg(art, paint, 'm')}</g>`,
  );
}

/** A reviewer's photo: head and shoulders on a coloured disc. */
export function avatarSvg(variant: number): string {
  const [bg, shirt, skin] = [
    ['#cfe0f5', '#2a5db0', '#e0b48e'],
    ['#f6d8c2', '#7d0d16', '#8d5b3e'],
    ['#d8ecd2', '#25401a', '#f1c9a5'],
    ['#ece0f5', '#4b2a7b', '#b07a55'],
    ['#f5edc9', '#444b52', '#6e4630'],
    ['#d6eef0', '#0f5e66', '#e8c0a0'],
  ][variant % 6]!;
  return svg(
    1200,
    1200,
    `<rect width="1200" height="1200" fill="${bg}"/><circle cx="600" cy="470" r="230" fill="${skin}"/>` +
      `<path d="M180 1200 Q200 780 600 760 Q1000 780 1020 1200 Z" fill="${shirt}"/>`,
  );
}
