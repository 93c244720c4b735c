import { make, model, NO_IMAGE, type TCatalogueRow } from './catalogue-model';

/** The single-make Nissan dealer's catalogue. */
export function sunshineCoastNissanCatalogue(): TCatalogueRow[] {
  return make('Nissan', [
    model('Navara ', ['Ute'], {
      image: ['ute', 'silver'],
      manufacturerBody: 'TRUCKS',
      fuel: ['Diesel'],
      accessoriesCount: 64,
      description:
        '<p>Tough enough for the Sunshine Coast hinterland.</p><ul><li>3,500 kg braked towing</li><li>PRO-4X and Warrior by PREMCAR</li></ul>',
    }),
    model('X-Trail', ['SUV'], {
      image: ['suv', 'red'],
      manufacturerBody: 'SUVs',
      fuel: ['Petrol', 'Hybrid'],
      description: 'Now with e-POWER and e-4ORCE.\nSeven seats available.\nFive-star ANCAP.',
    }),
    model('Qashqai', ['SUV'], {
      image: ['suv', 'white'],
      manufacturerBody: 'SUVs',
      fuel: ['Regular Unleaded', 'Hybrid'],
    }),
    model('Patrol', ['SUV'], {
      image: ['suv', 'black'],
      manufacturerBody: 'SUVs',
      description: 'The legend.\nV8 power, eight seats.',
    }),
    model('Pathfinder', ['SUV'], { image: ['suv', 'silver'], manufacturerBody: 'SUVs' }),
    model('JUKE', ['SUV'], { image: ['suv', 'blue'], manufacturerBody: 'SUVs', bodyStyle: [''] }),
    model('LEAF', ['Hatch'], {
      image: ['hatch', 'white'],
      manufacturerBody: 'Electric & Hybrid',
      fuel: ['Electric'],
    }),
    model('ARIYA', ['SUV'], {
      image: ['suv', 'silver'],
      manufacturerBody: 'Electric & Hybrid',
      fuel: ['Electric'],
      status: '',
    }),
    model('Nissan Z', ['Coupe'], {
      image: ['sedan', 'red'],
      fuel: ['Premium Unleaded'],
      description: null,
      status: null,
    }),
    model('Navara Cab Chassis', ['Ute', 'Light truck'], {
      image: ['ute', 'white'],
      manufacturerBody: 'TRUCKS',
      fuel: ['Diesel'],
      bodyStyle: [],
    }),
    model('Patrol Warrior  ', ['SUV'], {
      image: ['suv', 'black'],
      manufacturerBody: 'SUVs',
      variant: 'by PREMCAR',
    }),
    model('New Pathfinder', ['SUV'], {
      image: NO_IMAGE,
      manufacturerBody: 'Upcoming',
      status: 'coming_soon',
      fuel: ['', null],
    }),
  ]);
}
