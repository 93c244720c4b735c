import { describe, expect, it } from 'vitest';
import { ZSiteGeneral } from './site-general.schema';

const GENERAL = {
  name: 'Sydney Motor Group',
  phone: '02 9000 0000',
  facebookUrl: 'https://facebook.com/sydneymotorgroup',
  instagramUrl: null,
  overdueMinutes: 120,
  retentionDays: 730,
  mailFromName: 'Sydney Motor Group Sales',
  mailFromAddress: 'sales@sydneymotorgroup.com.au',
  mapsKey: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234',
};

const issues = (value: unknown) =>
  ZSiteGeneral.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZSiteGeneral', () => {
  it('accepts a name, a phone, social links and the lead settings', () => {
    expect(ZSiteGeneral.parse(GENERAL)).toEqual(GENERAL);
  });

  it('names each bad field', () => {
    expect(
      issues({
        ...GENERAL,
        name: ' ',
        phone: '12',
        facebookUrl: 'http://facebook.com/x',
        overdueMinutes: 2,
        retentionDays: 1.5,
        mailFromName: 'Sales <sales@x.example>',
        mailFromAddress: 'sales at dealer',
        mapsKey: 'AIza short',
      }),
    ).toEqual([
      ['name', 'is required'],
      ['phone', 'is a phone number such as 02 9000 0000 or 0412 345 678'],
      ['facebookUrl', 'is an https:// address'],
      ['overdueMinutes', 'is at least 5 minutes'],
      ['retentionDays', 'is a whole number'],
      ['mailFromName', 'has no quotes, brackets or line breaks'],
      ['mailFromAddress', 'is an email address such as sales@dealer.com.au'],
      ['mapsKey', 'is a Google Maps API key: 39 characters starting AIza'],
    ]);
    expect(issues({ ...GENERAL, mailFromName: 'Sales\r\nBcc: x@y.example' })).toEqual([
      ['mailFromName', 'has no quotes, brackets or line breaks'],
    ]);
    expect(issues({ ...GENERAL, mapsKey: null })).toEqual([]);
    expect(issues({ ...GENERAL, mapsKey: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz012345' })).toEqual([
      ['mapsKey', 'is a Google Maps API key: 39 characters starting AIza'],
    ]);
    expect(issues({ ...GENERAL, overdueMinutes: 99999, retentionDays: 'x' })).toEqual([
      ['overdueMinutes', 'is at most 10080 minutes'],
      ['retentionDays', 'is a whole number'],
    ]);
  });
});
