import { formText } from '@/domain/forms/nest-form-values';
import { ZThemeSettings } from '@/domain/site/theme-settings.schema';
import { ZThemeTokens, type TThemeTokens } from '@/domain/site/theme-tokens';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import type { TSettingsSection } from './section.types';

export const THEME_FIELDS = Object.keys(ZThemeTokens.shape) as (keyof TThemeTokens)[];

/** Colours, corner radius and fonts, refused below WCAG AA contrast. */
export const themeSection: TSettingsSection<typeof ZThemeSettings> = {
  key: 'theme',
  title: 'Theme',
  schema: ZThemeSettings,
  values: (site) => {
    const saved = ZThemeTokens.safeParse(site.theme);
    const theme = saved.success ? saved.data : FALLBACK_THEME;
    return Object.fromEntries(THEME_FIELDS.map((field) => [field, theme[field]]));
  },
  decode: (form) => ({
    candidate: Object.fromEntries(THEME_FIELDS.map((field) => [field, formText(form, field).toLowerCase()])),
    sources: {},
  }),
};
