import type { CSSProperties } from 'react';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import { ZThemeTokens, type TThemeTokens } from '@/domain/site/theme-tokens';

const FONT_STACKS: Record<TThemeTokens['fontBody'], string> = {
  // Geist once the page has loaded it, its metric-matched fallback until then (see DeferredFontLoader).
  geist: 'var(--font-geist-deferred), ui-sans-serif, system-ui, sans-serif',
  'system-serif': 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

function readTokens(tokens: unknown): TThemeTokens {
  const parsed = ZThemeTokens.safeParse(tokens);
  return parsed.success ? parsed.data : FALLBACK_THEME;
}

/** True when the site's theme sets body or heading text in Geist, the one web font a theme can choose. */
export function themeUsesGeist(tokens: unknown): boolean {
  const t = readTokens(tokens);
  return t.fontBody === 'geist' || t.fontHeading === 'geist';
}

/**
 * Turns a site's theme tokens into the CSS variables every component is styled through. Tokens come from
 * dealer data, so each is checked: values that are not a plain colour or length never reach the stylesheet.
 */
export function themeStyle(tokens: unknown): CSSProperties {
  const t = readTokens(tokens);
  return {
    '--site-primary': t.colorPrimary,
    '--site-primary-contrast': t.colorPrimaryContrast,
    '--site-accent': t.colorAccent,
    '--site-accent-contrast': t.colorAccentContrast,
    '--site-surface': t.colorSurface,
    '--site-surface-alt': t.colorSurfaceAlt,
    '--site-text': t.colorText,
    '--site-text-muted': t.colorTextMuted,
    '--site-border': t.colorBorder,
    '--site-radius': t.radius,
    '--site-font-body': FONT_STACKS[t.fontBody],
    '--site-font-heading': FONT_STACKS[t.fontHeading],
  } as CSSProperties;
}
