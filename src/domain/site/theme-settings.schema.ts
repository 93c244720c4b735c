import { themeContrastIssues } from './theme-contrast';
import { ZThemeTokens } from './theme-tokens';

/**
 * A theme as the dashboard saves it: the site's own theme schema, plus the refusal of any text/background pair
 * below WCAG AA, reported at the foreground colour's field.
 */
export const ZThemeSettings = ZThemeTokens.superRefine((theme, ctx) => {
  for (const issue of themeContrastIssues(theme))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
