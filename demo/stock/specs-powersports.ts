// Side-by-sides and golf carts of the New Zealand dealer (NZD).
import { spec } from './vehicle-spec';

const E = 'Electric';

export const POLARIS = [
  spec(
    'Polaris',
    'RZR',
    'Side by Side',
    'side-by-side',
    5,
    2016,
    [
      ['Trail 900 Sport', 27995, '900cc twin petrol'],
      ['XP 1000 Ultimate', 42995, '999cc twin petrol'],
      ['Pro R Ultimate', 66995, '1997cc four-cylinder petrol'],
    ],
    { transmission: 'CVT', usedKm: [400, 9000] },
  ),
  spec(
    'Polaris',
    'Ranger',
    'Side by Side',
    'side-by-side',
    5,
    2016,
    [
      ['570 Full-Size', 21995, '567cc petrol'],
      ['XP 1000 Premium', 35995, '999cc twin petrol'],
      ['XP Kinetic Ultimate', 58995, '82kW electric', E],
    ],
    { transmission: 'CVT', usedKm: [400, 9000] },
  ),
  spec(
    'Polaris',
    'General',
    'Side by Side',
    'side-by-side',
    4,
    2017,
    [
      ['XP 1000 Deluxe', 41995, '999cc twin petrol'],
      ['XP 4 1000 Premium', 46995, '999cc twin petrol'],
    ],
    { transmission: 'CVT', usedKm: [400, 9000] },
  ),
];

export const GOLF_CARTS = [
  spec(
    'Club Car',
    'Onward',
    'Golf Cart',
    'golf-cart',
    3,
    2018,
    [
      ['2 Passenger', 16995, '48V lithium electric', E],
      ['4 Passenger Lifted', 22995, '48V lithium electric', E],
    ],
    { transmission: 'Single speed', usedKm: [100, 3000] },
  ),
  spec('Club Car', 'Tempo', 'Golf Cart', 'golf-cart', 2, 2018, [['2 Passenger', 14995, '48V electric', E]], {
    transmission: 'Single speed',
    usedKm: [100, 3000],
  }),
  spec('E-Z-GO', 'RXV', 'Golf Cart', 'golf-cart', 2, 2016, [['Elite', 15495, '48V lithium electric', E]], {
    transmission: 'Single speed',
    usedKm: [100, 3000],
  }),
  spec(
    'Yamaha',
    'Drive2',
    'Golf Cart',
    'golf-cart',
    2,
    2017,
    [
      ['PTV', 13995, '357cc petrol'],
      ['QuieTech EFI', 15995, '357cc petrol'],
    ],
    { transmission: 'CVT', usedKm: [100, 3000] },
  ),
];

/** Finds a spec by make and model; the variant cars name theirs explicitly. */
