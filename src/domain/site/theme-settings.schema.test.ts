import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast-ratio';
import { FALLBACK_THEME } from './fallback-theme';
import { themeContrastIssues, WCAG_AA_RATIO } from './theme-contrast';
import { ZThemeSettings } from './theme-settings.schema';

describe('contrastRatio', () => {
  it('measures the WCAG way and refuses a colour that is not #rrggbb', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#010101', '#000000')).toBeCloseTo(1.006, 3);
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('themeContrastIssues', () => {
  it('finds nothing in a readable theme', () => {
    expect(themeContrastIssues(FALLBACK_THEME)).toEqual([]);
  });

  it('names the pair, its ratio and AA at the foreground field', () => {
    const issues = themeContrastIssues({ ...FALLBACK_THEME, colorPrimary: '#ffff00' });
    expect(issues).toEqual([
      {
        field: 'colorPrimaryContrast',
        message:
          'Text on primary buttons and the header: 1:1 is below the 4.5:1 of WCAG AA; choose a darker or lighter colour',
      },
    ]);
  });

  it('refuses #777777 on white (4.48:1, just under AA) and keeps #767676 (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_RATIO);
    const white = { ...FALLBACK_THEME, colorSurfaceAlt: '#ffffff' };
    expect(themeContrastIssues({ ...white, colorTextMuted: '#767676' })).toEqual([]);
    const issues = themeContrastIssues({ ...white, colorTextMuted: '#777777' });
    expect(issues.map((i) => i.field)).toEqual(['colorTextMuted', 'colorTextMuted']);
    expect(issues[0]!.message).toContain('Muted text on the page background: 4.4:1');
  });
});

describe('ZThemeSettings', () => {
  it('accepts a readable theme', () => {
    expect(ZThemeSettings.parse(FALLBACK_THEME)).toEqual(FALLBACK_THEME);
  });

  it('refuses a pair below AA at the foreground field', () => {
    const result = ZThemeSettings.safeParse({ ...FALLBACK_THEME, colorAccent: '#f59e0b' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message.slice(0, 30)])).toEqual([
      ['colorAccentContrast', 'Text on accent buttons: 2.1:1 '],
    ]);
  });

  it('refuses a colour that is not #rrggbb, a bad radius and an unknown font, at their fields', () => {
    const result = ZThemeSettings.safeParse({
      ...FALLBACK_THEME,
      colorBorder: 'red',
      radius: '8',
      fontBody: 'comic',
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['colorBorder', 'is a colour such as #1a2b3c'],
      ['radius', 'is a length such as 8px or 0.5rem'],
      ['fontBody', 'is one of the listed fonts'],
    ]);
  });
});
