import { describe, expect, it } from 'vitest';
import { FALLBACK_THEME, themeStyle } from './theme-style';

describe('themeStyle', () => {
  it('maps every token to its CSS variable', () => {
    const style = themeStyle({ ...FALLBACK_THEME, colorPrimary: '#c3002f', fontBody: 'geist' }) as Record<
      string,
      string
    >;
    expect(style['--site-primary']).toBe('#c3002f');
    expect(style['--site-radius']).toBe('8px');
    expect(style['--site-font-body']).toContain('--font-geist-sans');
  });

  it.each([
    ['a colour that is not a colour', { ...FALLBACK_THEME, colorPrimary: 'red;} body{display:none' }],
    ['a radius with CSS in it', { ...FALLBACK_THEME, radius: '4px; background:url(x)' }],
    ['missing tokens', { colorPrimary: '#000000' }],
    ['no tokens at all', null],
  ])('falls back to the neutral theme for %s', (_label, tokens) => {
    const style = themeStyle(tokens) as Record<string, string>;
    expect(style['--site-primary']).toBe(FALLBACK_THEME.colorPrimary);
    expect(style['--site-radius']).toBe(FALLBACK_THEME.radius);
  });
});
