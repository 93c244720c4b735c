import { describe, expect, it } from 'vitest';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import { themeStyle, themeUsesGeist } from './theme-style';

describe('themeStyle', () => {
  it('maps every token to its CSS variable', () => {
    const style = themeStyle({ ...FALLBACK_THEME, colorPrimary: '#c3002f', fontBody: 'geist' }) as Record<
      string,
      string
    >;
    expect(style['--site-primary']).toBe('#c3002f');
    expect(style['--site-radius']).toBe('8px');
    expect(style['--site-font-body']).toContain('--font-geist-deferred');
    expect(style['--site-font-heading']).not.toContain('geist');
  });

  it.each([
    ['body text in Geist', { ...FALLBACK_THEME, fontBody: 'geist' }, true],
    ['headings in Geist', { ...FALLBACK_THEME, fontHeading: 'geist' }, true],
    ['system fonts only', { ...FALLBACK_THEME, fontBody: 'system-serif' }, false],
    ['malformed tokens (the neutral theme, system fonts)', { fontBody: 'geist' }, false],
  ])('knows whether a theme uses Geist: %s', (_label, tokens, expected) => {
    expect(themeUsesGeist(tokens)).toBe(expected);
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
