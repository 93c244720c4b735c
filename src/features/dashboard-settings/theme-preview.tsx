'use client';

import { useEffect, useState } from 'react';
import { themeContrastIssues, type TContrastIssue } from '@/domain/site/theme-contrast';
import type { TThemeTokens } from '@/domain/site/theme-tokens';
import { themeStyle } from '@/ui/theme/theme-style';
import type { TFormValues } from './section.types';

type TProps = { values: TFormValues; siteName: string; formId: string };

const HEX = /^#[0-9a-f]{6}$/i;

function issuesOf(values: TFormValues): TContrastIssue[] {
  const colours = Object.entries(values).filter(([k]) => k.startsWith('color'));
  if (!colours.every(([, v]) => HEX.test(v))) return [];
  return themeContrastIssues(values as unknown as TThemeTokens);
}

/**
 * The header, a car card and a button in the theme being edited: rendered on the server in the form's values
 * (saved, or refused), then, with JavaScript, repainted on every change through the site's own themeStyle.
 * Decorative (hidden from assistive technology): the contrast list below it says the same in words.
 */
export function ThemePreview({ values, siteName, formId }: TProps) {
  const [current, setCurrent] = useState(values);
  useEffect(() => {
    const fields = document.getElementById(formId);
    if (!fields) return;
    const read = () => {
      const next: TFormValues = {};
      fields
        .querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')
        .forEach((el) => {
          next[el.name] = el.value;
        });
      setCurrent(next);
    };
    fields.addEventListener('input', read);
    fields.addEventListener('change', read);
    return () => {
      fields.removeEventListener('input', read);
      fields.removeEventListener('change', read);
    };
  }, [formId]);
  const issues = issuesOf(current);
  return (
    <section aria-labelledby="theme-preview-title" className="flex flex-col gap-3">
      <h2 id="theme-preview-title" className="font-bold">
        Preview
      </h2>
      <div
        aria-hidden="true"
        data-testid="theme-preview"
        style={themeStyle(current)}
        className="bg-surface-alt text-ink border-line flex flex-col gap-4 rounded border p-3 [font-family:var(--site-font-body)]"
      >
        <div className="bg-primary text-primary-contrast flex flex-wrap items-center gap-4 rounded-[var(--site-radius)] px-3 py-2">
          <span className="[font-family:var(--site-font-heading)] font-bold">{siteName}</span>
          <span>New Cars</span>
          <span>Used Cars</span>
          <span>Finance</span>
          <span className="bg-accent text-accent-contrast ml-auto rounded-[var(--site-radius)] px-2 py-1">
            Book a Service
          </span>
        </div>
        <div className="bg-surface border-line flex max-w-xs flex-col overflow-hidden rounded-[var(--site-radius)] border">
          <div className="bg-surface-alt h-24" />
          <div className="flex flex-col gap-1 p-3">
            <span className="[font-family:var(--site-font-heading)] font-bold">2023 Toyota RAV4 GX</span>
            <span className="text-ink-muted text-sm">32,150 km · Automatic · Petrol</span>
            <span className="text-lg font-bold">$38,990 drive away</span>
            <span className="bg-accent text-accent-contrast self-start rounded-[var(--site-radius)] px-3 py-1">
              Enquire
            </span>
          </div>
        </div>
        <span className="bg-primary text-primary-contrast self-start rounded-[var(--site-radius)] px-4 py-2 font-medium">
          Book a Test Drive
        </span>
      </div>
      <div aria-live="polite" data-testid="theme-contrast">
        {issues.length === 0 ? (
          <p className="text-sm text-green-800">Every text colour reaches WCAG AA contrast.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm text-red-800">
            {issues.map((i) => (
              <li key={`${i.field}-${i.message}`}>{i.message}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
