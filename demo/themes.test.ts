import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/domain/site/contrast-ratio';
import { SITE_THEMES } from './themes';

const pairs = Object.entries(SITE_THEMES).flatMap(([site, t]) => [
  [site, 'text on surface', t.colorText, t.colorSurface],
  [site, 'text on surface-alt', t.colorText, t.colorSurfaceAlt],
  [site, 'muted text on surface', t.colorTextMuted, t.colorSurface],
  [site, 'muted text on surface-alt', t.colorTextMuted, t.colorSurfaceAlt],
  [site, 'primary contrast on primary', t.colorPrimaryContrast, t.colorPrimary],
  [site, 'accent contrast on accent', t.colorAccentContrast, t.colorAccent],
]);

describe('demo site themes', () => {
  it.each(pairs)('%s: %s passes WCAG AA (4.5:1)', (_site, _pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every site its own primary and accent', () => {
    const looks = Object.values(SITE_THEMES).map((t) => `${t.colorPrimary}/${t.colorAccent}`);
    expect(new Set(looks).size).toBe(looks.length);
  });

  it('measures contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
