import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites';

describe('demo site icons', () => {
  it.each(DEMO_SITES.map((s) => [s.website.slug, s] as const))(
    '%s has an icon at /media/icons/{slug}.svg that renders as a square image',
    async (slug, site) => {
      expect(site.website.iconUrl).toBe(`/media/icons/${slug}.svg`);
      const png = await sharp(Buffer.from(site.logo.icon)).resize(32, 32).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([32, 32]);
      const { dominant } = await sharp(png).stats();
      expect(dominant).toBeDefined();
    },
  );
});
