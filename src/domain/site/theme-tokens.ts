import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'is a colour such as #1a2b3c');
const font = z.enum(['geist', 'system-serif', 'system'], 'is one of the listed fonts');

/**
 * A site's theme (its website row's `theme`): every colour, radius and font the design system is styled by.
 * The one schema of it: the site reads tokens through it (src/ui/theme) and the dashboard saves through it.
 */
export const ZThemeTokens = z.object({
  colorPrimary: colour,
  colorPrimaryContrast: colour,
  colorAccent: colour,
  colorAccentContrast: colour,
  colorSurface: colour,
  colorSurfaceAlt: colour,
  colorText: colour,
  colorTextMuted: colour,
  colorBorder: colour,
  radius: z.string().regex(/^\d{1,2}(\.\d{1,3})?(px|rem)$/, 'is a length such as 8px or 0.5rem'),
  fontBody: font,
  fontHeading: font,
});

export type TThemeTokens = z.infer<typeof ZThemeTokens>;
