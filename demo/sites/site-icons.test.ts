import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites';

describe('demo site icons', () => {
  it.each(DEMO_SITES.map((s) => [s.website.slug, s] as const))(
    '%s has an icon at /media/icons/{slug}.svg that renders as a square, drawn image',
    async (slug, site) => {
      expect(site.website.iconUrl).toBe(`/media/icons/${slug}.svg`);
      const svg = await sharp(Buffer.from(site.logo.icon)).metadata();
      expect(svg.format).toBe('svg');
      expect(svg.width).toBe(svg.height);
      // Drawn, not blank: at 32 px some pixel is far from white (the emblem on its white square).
      const { channels } = await sharp(Buffer.from(site.logo.icon))
        .resize(32, 32)
        .flatten({ background: '#fff' })
        .stats();
      expect(Math.min(...channels.slice(0, 3).map((c) => c.min))).toBeLessThan(160);
    },
  );
});
