import type { TThemeTokens } from './theme-tokens';

/** A neutral theme, used when a site's tokens are missing or malformed so a bad row never breaks its pages. */
export const FALLBACK_THEME: TThemeTokens = {
  colorPrimary: '#1f2937',
  colorPrimaryContrast: '#ffffff',
  colorAccent: '#b45309',
  colorAccentContrast: '#ffffff',
  colorSurface: '#ffffff',
  colorSurfaceAlt: '#f3f4f6',
  colorText: '#111827',
  colorTextMuted: '#4b5563',
  colorBorder: '#d1d5db',
  radius: '8px',
  fontBody: 'system',
  fontHeading: 'system',
};
