import { type TArt, type TPaint, vehicleSvg } from './vehicle-art';

/** Home slider pictures: 1600×800, drawn wide so a phone's 3:2 crop of the middle still shows the vehicles. */
export const SLIDE_SIZE = { width: 1600, height: 800 } as const;

type TPlaced = { art: TArt; paint: TPaint; x: number; ground: number; scale: number; flip?: boolean };

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_SIZE.width}" height="${SLIDE_SIZE.height}" viewBox="0 0 1600 800">${body}</svg>`;

const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1600" height="800" fill="url(#${id})"/>`;

function vehicles(list: TPlaced[]): string {
  return list
    .map((v, i) => {
      const flip = v.flip ? ` translate(${1000 * v.scale} 0) scale(-1 1)` : '';
      return `<g transform="translate(${v.x} ${v.ground})${flip} scale(${v.scale})">${vehicleSvg(v.art, v.paint, `s${i}`)}</g>`;
    })
    .join('');
}

/** A harbour city at dusk: towers with lit windows, an arch bridge, and the group's line-up on the road. */
export function harbourLineupSvg(): string {
  const towers = [
    [40, 300, 110],
    [170, 210, 90],
    [280, 340, 120],
    [420, 180, 80],
    [1180, 250, 100],
    [1300, 150, 90],
    [1410, 290, 130],
  ]
    .map(([x, top, w]) => {
      const windows = Array.from({ length: Math.floor((560 - top!) / 40) }, (_, r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${x! + 14 + c * (w! / 3.4)}" y="${top! + 16 + r * 40}" width="${w! / 6}" height="14" fill="#ffd98a" opacity="${(r + c) % 3 ? 0.85 : 0.3}"/>`,
          )
          .join(''),
      ).join('');
      return `<rect x="${x}" y="${top}" width="${w}" height="${560 - top!}" fill="#1d2b44"/>${windows}`;
    })
    .join('');
  return frame(
    sky('dusk', '#14274a', '#f29e5c') +
      `<circle cx="1250" cy="470" r="70" fill="#ffcf7a" opacity="0.9"/>` +
      towers +
      `<path d="M520 560 Q800 300 1080 560" fill="none" stroke="#2b3b55" stroke-width="26"/>` +
      `<path d="M560 470 L1040 470" stroke="#2b3b55" stroke-width="14"/>` +
      `<rect y="540" width="1600" height="40" fill="#24476e"/>` +
      `<rect y="580" width="1600" height="220" fill="#3a3e44"/>` +
      `<path d="M0 700 L1600 700" stroke="#f2a900" stroke-width="8" stroke-dasharray="80 60"/>` +
      vehicles([
        { art: 'suv', paint: 'white', x: 140, ground: 770, scale: 0.44 },
        { art: 'sedan', paint: 'red', x: 590, ground: 770, scale: 0.44 },
        { art: 'ute', paint: 'blue', x: 1040, ground: 770, scale: 0.44 },
      ]),
  );
}

/** Inside a glass showroom at night: tall windows, a polished floor, two cars under the lights. */
export function showroomNightSvg(primary: string, accent: string): string {
  const mullions = Array.from({ length: 7 }, (_, i) => `M${120 + i * 230} 60 L${120 + i * 230} 520`).join(
    ' ',
  );
  return frame(
    `<rect width="1600" height="800" fill="#0f1a2b"/>` +
      `<rect x="60" y="60" width="1480" height="460" fill="#1e3557"/>` +
      `<path d="${mullions}" stroke="#0b1322" stroke-width="16"/>` +
      `<rect x="0" y="0" width="1600" height="70" fill="${primary}"/><rect x="0" y="62" width="1600" height="8" fill="${accent}"/>` +
      [240, 640, 1040, 1440]
        .map((x) => `<ellipse cx="${x}" cy="90" rx="60" ry="10" fill="#fff6d8" opacity="0.8"/>`)
        .join('') +
      `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa3ad"/><stop offset="1" stop-color="#e6e9ec"/></linearGradient></defs>` +
      `<rect y="520" width="1600" height="280" fill="url(#floor)"/>` +
      vehicles([
        { art: 'suv', paint: 'black', x: 150, ground: 740, scale: 0.6 },
        { art: 'hatch', paint: 'silver', x: 860, ground: 760, scale: 0.58, flip: true },
      ]),
  );
}

/** A service bay: roller door, a car up on the hoist, a tool board in the site's colours. */
export function serviceBaySvg(primary: string, accent: string): string {
  const slats = Array.from({ length: 12 }, (_, i) => `M80 ${110 + i * 34} L620 ${110 + i * 34}`).join(' ');
  const tools = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${1210 + (i % 3) * 120}" y="${170 + Math.floor(i / 3) * 130}" width="22" height="96" rx="8" fill="#c7ccd1"/>`,
  ).join('');
  return frame(
    `<rect width="1600" height="800" fill="#d9dde1"/>` +
      `<rect x="80" y="90" width="540" height="430" fill="#aab1b8"/><path d="${slats}" stroke="#8d959d" stroke-width="6"/>` +
      `<rect x="1160" y="120" width="400" height="300" rx="12" fill="${primary}"/>` +
      tools +
      `<rect x="1160" y="420" width="400" height="18" fill="${accent}"/>` +
      `<rect y="560" width="1600" height="240" fill="#8b9096"/><path d="M0 560 L1600 560" stroke="#f2c200" stroke-width="10" stroke-dasharray="40 30"/>` +
      `<rect x="610" y="440" width="30" height="300" fill="#555b61"/><rect x="1040" y="440" width="30" height="300" fill="#555b61"/>` +
      `<rect x="560" y="430" width="560" height="22" rx="6" fill="#3d4247"/>` +
      vehicles([{ art: 'sedan', paint: 'white', x: 530, ground: 432, scale: 0.62 }]),
  );
}

/** A Sunshine Coast beach: surf, sand, palms, a red SUV and a silver ute on the esplanade. */
export function coastBeachSvg(): string {
  const palm = (x: number, h: number) =>
    `<path d="M${x} 560 Q${x + 20} ${560 - h / 2} ${x - 10} ${560 - h}" fill="none" stroke="#6b4f2a" stroke-width="16"/>` +
    [-1, 1, -0.5, 0.5]
      .map(
        (d) =>
          `<path d="M${x - 10} ${560 - h} q${d * 90} -30 ${d * 150} 30" fill="none" stroke="#2f7a3a" stroke-width="22" stroke-linecap="round"/>`,
      )
      .join('');
  return frame(
    sky('noon', '#5ab4e8', '#d6f0fb') +
      `<circle cx="260" cy="150" r="70" fill="#fff3b0"/>` +
      `<rect y="400" width="1600" height="110" fill="#1f8fb8"/><path d="M0 470 Q200 450 400 470 T800 470 T1200 470 T1600 470" fill="none" stroke="#e9fbff" stroke-width="8"/>` +
      `<rect y="500" width="1600" height="80" fill="#f1dca6"/>` +
      palm(1420, 300) +
      palm(1500, 240) +
      `<rect y="580" width="1600" height="220" fill="#4a4e54"/><path d="M0 690 L1600 690" stroke="#ffffff" stroke-width="6" stroke-dasharray="70 50"/>` +
      vehicles([
        { art: 'suv', paint: 'red', x: 120, ground: 770, scale: 0.56 },
        { art: 'ute', paint: 'silver', x: 760, ground: 770, scale: 0.56 },
      ]),
  );
}

/** Volcanic hinterland peaks behind green hills and a winding road, one SUV on its way. */
export function hinterlandSvg(): string {
  return frame(
    sky('morning', '#8cc9ec', '#f4fbff') +
      `<path d="M120 520 L260 230 L330 300 L400 170 L520 520 Z" fill="#6d7f8f"/>` +
      `<path d="M980 520 L1100 280 L1180 340 L1260 240 L1380 520 Z" fill="#7b8c99"/>` +
      `<path d="M0 520 Q400 420 800 500 T1600 470 L1600 800 L0 800 Z" fill="#5f9b4c"/>` +
      `<path d="M0 600 Q500 520 900 610 T1600 600 L1600 800 L0 800 Z" fill="#4c8a3c"/>` +
      `<path d="M-20 800 Q600 560 1620 640" fill="none" stroke="#3f4348" stroke-width="120"/>` +
      `<path d="M-20 800 Q600 560 1620 640" fill="none" stroke="#f5f0d0" stroke-width="6" stroke-dasharray="50 40"/>` +
      vehicles([{ art: 'suv', paint: 'white', x: 560, ground: 690, scale: 0.5 }]),
  );
}

/** An electric hatch at a charging post, leaves for the clean-energy feel. */
export function chargingSvg(primary: string): string {
  const leaves = Array.from(
    { length: 9 },
    (_, i) =>
      `<ellipse cx="${1240 + (i % 3) * 90}" cy="${180 + Math.floor(i / 3) * 90}" rx="60" ry="26" transform="rotate(${-30 + i * 12} ${1240 + (i % 3) * 90} ${180 + Math.floor(i / 3) * 90})" fill="#${['3e8e4f', '58a65f', '2f6d3d'][i % 3]}"/>`,
  ).join('');
  return frame(
    sky('clean', '#dff3ea', '#ffffff') +
      leaves +
      `<rect y="600" width="1600" height="200" fill="#cfd6db"/>` +
      `<rect x="240" y="280" width="120" height="330" rx="18" fill="${primary}"/><rect x="262" y="310" width="76" height="60" rx="8" fill="#bff0d0"/>` +
      `<path d="M300 420 q-40 160 160 190" fill="none" stroke="#1b1b1b" stroke-width="14"/>` +
      vehicles([{ art: 'hatch', paint: 'white', x: 420, ground: 760, scale: 0.66 }]),
  );
}

/** Waikato farmland: rolling green hills, a fence line, a side-by-side and a ute on the track. */
export function farmTrackSvg(): string {
  const posts = Array.from({ length: 16 }, (_, i) => `M${i * 110} 520 L${i * 110} 580`).join(' ');
  return frame(
    sky('farm', '#9fd0ef', '#eef8fd') +
      `<path d="M0 430 Q300 330 650 420 T1300 400 T1600 380 L1600 800 L0 800 Z" fill="#7cb35c"/>` +
      `<path d="M0 520 Q400 450 800 530 T1600 500 L1600 800 L0 800 Z" fill="#5e9a45"/>` +
      `<path d="${posts}" stroke="#6b5433" stroke-width="10"/><path d="M0 535 L1600 535 M0 560 L1600 560" stroke="#6b5433" stroke-width="4"/>` +
      [300, 360, 1180].map((x) => `<ellipse cx="${x}" cy="470" rx="28" ry="18" fill="#f7f4ea"/>`).join('') +
      `<path d="M0 800 Q700 600 1600 700 L1600 800 Z" fill="#a3835a"/>` +
      vehicles([
        { art: 'side-by-side', paint: 'red', x: 180, ground: 780, scale: 0.52 },
        { art: 'ute', paint: 'white', x: 860, ground: 760, scale: 0.5, flip: true },
      ]),
  );
}

/** A golf course: fairway stripes, a flag on the green and two golf carts. */
export function golfCourseSvg(): string {
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${i * 200}" y="460" width="100" height="340" fill="#6fb24f" opacity="0.5"/>`,
  ).join('');
  return frame(
    sky('course', '#a9d8f5', '#f3fbff') +
      `<path d="M0 470 Q400 400 800 450 T1600 430 L1600 800 L0 800 Z" fill="#3f7f35"/>` +
      `<rect y="460" width="1600" height="340" fill="#5da544"/>` +
      stripes +
      `<ellipse cx="1300" cy="520" rx="200" ry="40" fill="#7cc35e"/><path d="M1300 520 L1300 360" stroke="#eee" stroke-width="8"/><path d="M1300 360 L1390 385 L1300 410 Z" fill="#d0202e"/>` +
      vehicles([
        { art: 'golf-cart', paint: 'white', x: 120, ground: 760, scale: 0.5 },
        { art: 'golf-cart', paint: 'green', x: 640, ground: 740, scale: 0.44 },
      ]),
  );
}

/** A used car yard: bunting in the site's colours over a row of checked cars. */
export function usedYardSvg(primary: string, accent: string): string {
  const flags = Array.from({ length: 20 }, (_, i) => {
    const x = i * 82;
    return `<path d="M${x} 120 L${x + 82} 120 L${x + 41} 190 Z" fill="${i % 2 ? accent : primary}"/>`;
  }).join('');
  return frame(
    sky('yard', '#b9dcf2', '#f5fbff') +
      `<path d="M0 120 Q800 150 1600 120" fill="none" stroke="#333" stroke-width="4"/>` +
      flags +
      `<rect x="1140" y="250" width="380" height="240" fill="${primary}"/><rect x="1180" y="290" width="300" height="60" fill="${accent}"/>` +
      `<rect y="480" width="1600" height="320" fill="#8d9297"/>` +
      vehicles([
        { art: 'hatch', paint: 'blue', x: 40, ground: 740, scale: 0.42 },
        { art: 'suv', paint: 'silver', x: 480, ground: 740, scale: 0.42 },
        { art: 'sedan', paint: 'black', x: 920, ground: 740, scale: 0.42 },
      ]),
  );
}
