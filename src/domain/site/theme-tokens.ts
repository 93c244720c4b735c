/** A site's theme (its website row's `theme`): every colour, radius and font the design system is styled by. */
export type TThemeTokens = {
  colorPrimary: string;
  colorPrimaryContrast: string;
  colorAccent: string;
  colorAccentContrast: string;
  colorSurface: string;
  colorSurfaceAlt: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  radius: string;
  fontBody: 'geist' | 'system-serif' | 'system';
  fontHeading: 'geist' | 'system-serif' | 'system';
};
