import { contrastRatio } from './contrast-ratio';
import type { TThemeTokens } from './theme-tokens';

/** WCAG 2 level AA for normal text: every text colour of a theme reads at least this well on its background. */
export const WCAG_AA_RATIO = 4.5;

type TColourField = Exclude<keyof TThemeTokens, 'radius' | 'fontBody' | 'fontHeading'>;

/** The pairs a theme puts text on: the foreground field (where a refusal is shown), its background, and where. */
export const THEME_TEXT_PAIRS: readonly { field: TColourField; on: TColourField; where: string }[] = [
  { field: 'colorText', on: 'colorSurface', where: 'text on the page background' },
  { field: 'colorText', on: 'colorSurfaceAlt', where: 'text on the alternate background' },
  { field: 'colorTextMuted', on: 'colorSurface', where: 'muted text on the page background' },
  { field: 'colorTextMuted', on: 'colorSurfaceAlt', where: 'muted text on the alternate background' },
  { field: 'colorPrimaryContrast', on: 'colorPrimary', where: 'text on primary buttons and the header' },
  { field: 'colorAccentContrast', on: 'colorAccent', where: 'text on accent buttons' },
];

export type TContrastIssue = { field: TColourField; message: string };

/**
 * The theme's text/background pairs below WCAG AA (4.5:1), each with a message for the foreground field that
 * names the pair and its ratio, e.g. "Text on primary buttons and the header: 2.1:1 is below the 4.5:1 of WCAG AA".
 * Colours must already be #rrggbb (the theme schema checks that first).
 */
export function themeContrastIssues(theme: Pick<TThemeTokens, TColourField>): TContrastIssue[] {
  return THEME_TEXT_PAIRS.flatMap(({ field, on, where }) => {
    const ratio = contrastRatio(theme[field], theme[on]);
    if (ratio >= WCAG_AA_RATIO) return [];
    const shown = Math.floor(ratio * 10) / 10;
    const message = `${where[0]!.toUpperCase()}${where.slice(1)}: ${shown}:1 is below the ${WCAG_AA_RATIO}:1 of WCAG AA; choose a darker or lighter colour`;
    return [{ field, message }];
  });
}
