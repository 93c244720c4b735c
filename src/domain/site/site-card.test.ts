import { describe, expect, it } from 'vitest';
import { siteCardOf } from './site-card';

const site = {
  name: 'Sydney Motor Group',
  phone: ' 02 9630 1200 ',
  country: 'AU' as const,
  logoUrl: null,
  theme: { colorPrimary: '#0b3d91', colorPrimaryContrast: '#ffffff' },
};

describe('siteCardOf', () => {
  it('keeps the name, trimmed phone, country and colours', () => {
    expect(siteCardOf(site)).toEqual({
      name: 'Sydney Motor Group',
      phone: '02 9630 1200',
      country: 'AU',
      logoUrl: null,
      colorPrimary: '#0b3d91',
      colorPrimaryContrast: '#ffffff',
    });
  });

  it('has no phone for a blank one, and neutral colours for ones that are not hex', () => {
    const card = siteCardOf({
      ...site,
      phone: '  ',
      theme: { colorPrimary: 'red;} body{display:none', colorPrimaryContrast: '' },
    });
    expect(card.phone).toBeNull();
    expect([card.colorPrimary, card.colorPrimaryContrast]).toEqual(['#1f2937', '#ffffff']);
  });

  it('has no phone and neutral colours for a site without a phone or a theme', () => {
    const card = siteCardOf({ ...site, phone: null, theme: null });
    expect(card.phone).toBeNull();
    expect([card.colorPrimary, card.colorPrimaryContrast]).toEqual(['#1f2937', '#ffffff']);
  });
});
