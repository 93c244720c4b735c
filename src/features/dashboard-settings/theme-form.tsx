import type { TThemeTokens } from '@/domain/site/theme-tokens';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftField, type TFieldState } from '@/ui/form/draft-field';
import { ThemePreview } from './theme-preview';

const COLOURS: { name: keyof TThemeTokens; label: string; hint: string }[] = [
  { name: 'colorPrimary', label: 'Primary colour', hint: 'The header and main buttons.' },
  { name: 'colorPrimaryContrast', label: 'Text on primary', hint: 'Text and links on the primary colour.' },
  { name: 'colorAccent', label: 'Accent colour', hint: 'Enquire buttons and highlights.' },
  { name: 'colorAccentContrast', label: 'Text on accent', hint: 'Text on the accent colour.' },
  { name: 'colorSurface', label: 'Page background', hint: 'Behind pages and cards.' },
  { name: 'colorSurfaceAlt', label: 'Alternate background', hint: 'Bands and photo placeholders.' },
  { name: 'colorText', label: 'Text colour', hint: 'Headings and body text.' },
  { name: 'colorTextMuted', label: 'Muted text colour', hint: 'Kilometres, captions, hints.' },
  { name: 'colorBorder', label: 'Border colour', hint: 'Lines around cards and fields.' },
];

const FONTS = [
  { value: 'geist', label: 'Geist (web font)' },
  { value: 'system', label: 'System sans-serif' },
  { value: 'system-serif', label: 'System serif' },
];

export const THEME_FORM_ID = 'theme-form-fields';

/** The theme's colours, radius and fonts, beside a preview of the header, a car card and a button. */
export function ThemeForm({ f, siteName }: { f: TFieldState; siteName: string }) {
  return (
    <div id={THEME_FORM_ID} className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <div className="flex flex-col gap-4">
        <fieldset className="border-line grid gap-3 rounded border p-3 sm:grid-cols-2">
          <legend className="px-1 font-medium">Colours</legend>
          {COLOURS.map((c) => (
            <TextField {...draftField(f, c.name, c.label)} key={c.name} hint={c.hint} type="color" />
          ))}
        </fieldset>
        <fieldset className="border-line grid gap-3 rounded border p-3 sm:grid-cols-3">
          <legend className="px-1 font-medium">Shape and type</legend>
          <TextField {...draftField(f, 'radius', 'Corner radius')} hint="e.g. 8px or 0.5rem" />
          <SelectField {...draftField(f, 'fontBody', 'Body font')} options={FONTS} chooseOne={false} />
          <SelectField {...draftField(f, 'fontHeading', 'Heading font')} options={FONTS} chooseOne={false} />
        </fieldset>
        <p className="text-ink-muted text-sm">
          Every text colour must reach WCAG AA contrast (4.5:1) on its background, or the theme is not saved.
        </p>
      </div>
      <ThemePreview values={f.values} siteName={siteName} formId={THEME_FORM_ID} />
    </div>
  );
}
