import type { TThemeTokens } from '@/domain/site/theme-tokens';

/** Each demo site's look; every text/background pair passes WCAG AA (see themes.test.ts). */
export const SITE_THEMES = {
  // Deep navy and amber: a big metropolitan group.
  'sydney-motor-group': {
    colorPrimary: '#0b2545',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#f2a900',
    colorAccentContrast: '#1b1b1b',
    colorSurface: '#ffffff',
    colorSurfaceAlt: '#f1f4f8',
    colorText: '#0f1c2e',
    colorTextMuted: '#4a5668',
    colorBorder: '#c9d2de',
    radius: '6px',
    fontBody: 'geist',
    fontHeading: 'geist',
  },
  // Black and white with Nissan red, square corners: a brand-led single-make dealer.
  'sunshine-coast-nissan': {
    colorPrimary: '#c3002f',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#000000',
    colorAccentContrast: '#ffffff',
    colorSurface: '#ffffff',
    colorSurfaceAlt: '#f2f2f2',
    colorText: '#000000',
    colorTextMuted: '#555555',
    colorBorder: '#d4d4d4',
    radius: '0px',
    fontBody: 'system',
    fontHeading: 'system',
  },
  // Forest green and sand with serif headings: a country dealer with powersports.
  'waikato-motors': {
    colorPrimary: '#1f4d2b',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#e6d3a3',
    colorAccentContrast: '#1f2a1f',
    colorSurface: '#fbf8f1',
    colorSurfaceAlt: '#f0e8d5',
    colorText: '#1c2a1e',
    colorTextMuted: '#4d5a4e',
    colorBorder: '#d3c4a0',
    radius: '12px',
    fontBody: 'system',
    fontHeading: 'system-serif',
  },
} satisfies Record<string, TThemeTokens>;
