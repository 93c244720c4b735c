import { describe, expect, it } from 'vitest';
import { subFooterLicences, type TLicensedLocation } from './sub-footer-licences';

const at = (
  dealershipSlug: string,
  dealerLicenseNumber: string | null,
  motorVehicleRepairer: string | null,
): TLicensedLocation => ({
  dealershipSlug,
  dealershipName: dealershipSlug.replace(/-/g, ' '),
  dealerLicenseNumber,
  motorVehicleRepairer,
});

describe('subFooterLicences', () => {
  it.each<[string, string | null, TLicensedLocation[], ReturnType<typeof subFooterLicences>]>([
    [
      'one dealership: three separate entries',
      'MD012345',
      [at('parramatta-toyota', 'MD999999', 'MVRL45231')],
      {
        licence: 'Licence No. MD012345',
        dealerships: [
          { name: null, entries: ['Dealer Licence MD999999', 'Motor Vehicle Repairer MVRL45231'] },
        ],
      },
    ],
    [
      "a dealer licence equal to the site's licence is shown once",
      'MD012345',
      [at('parramatta-toyota', 'MD012345', 'MVRL45231')],
      {
        licence: 'Licence No. MD012345',
        dealerships: [{ name: null, entries: ['Motor Vehicle Repairer MVRL45231'] }],
      },
    ],
    [
      'several dealerships: each named with its own numbers, read from its first location that has them',
      'MD012345',
      [
        at('parramatta-toyota', 'MD012345', 'MVRL45231'),
        at('parramatta-toyota', 'MD012345', 'MVRL45231'),
        at('penrith-ford', null, null),
        at('penrith-ford', 'MD023456', 'MVRL51874'),
        at('hornsby-jeep', null, null),
      ],
      {
        licence: 'Licence No. MD012345',
        dealerships: [
          { name: 'parramatta toyota', entries: ['Motor Vehicle Repairer MVRL45231'] },
          { name: 'penrith ford', entries: ['Dealer Licence MD023456', 'Motor Vehicle Repairer MVRL51874'] },
        ],
      },
    ],
    [
      'no numbers anywhere: nothing',
      null,
      [at('hamilton-yard', null, ' ')],
      { licence: null, dealerships: [] },
    ],
    [
      'a repairer number without a dealer licence',
      null,
      [at('service-only', null, 'MVRL1')],
      { licence: null, dealerships: [{ name: null, entries: ['Motor Vehicle Repairer MVRL1'] }] },
    ],
  ])('%s', (_case, licence, locations, expected) => {
    expect(subFooterLicences(licence, locations)).toEqual(expected);
  });
});
