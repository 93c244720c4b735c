import { make, model, NO_IMAGE, NO_IMAGE_FLAT, type TCatalogueRow } from './catalogue-model';

/** The New Zealand dealer's powersports catalogue: Polaris side-by-sides and golf carts. */
export function waikatoMotorsCatalogue(): TCatalogueRow[] {
  return [
    ...make('Polaris', [
      model('RZR Trail ', ['Side by Side'], {
        image: ['side-by-side', 'red'],
        manufacturerBody: 'Trail',
        accessoriesCount: 64,
        description:
          '<p>Built for the trail.</p><ul><li>50-inch width fits most trails</li><li>Walker Evans shocks</li></ul>',
      }),
      model('RZR XP 1000', ['Side by Side'], {
        image: ['side-by-side', 'red'],
        manufacturerBody: 'Wide Open',
        description: '110 hp ProStar engine.\nDynamix active suspension on Ultimate.',
      }),
      model('RZR XP 4 1000', ['Side by Side'], {
        image: ['side-by-side', 'grey'],
        manufacturerBody: '4-Seat',
      }),
      model('RZR Pro R', ['Side by Side'], {
        image: ['side-by-side', 'grey'],
        manufacturerBody: 'Wide Open',
        status: 'coming_soon',
      }),
      model('RZR 200', ['Side by Side'], { image: NO_IMAGE, manufacturerBody: 'Youth', status: '' }),
      model('Ranger 570 Full-Size', ['Side by Side'], {
        image: ['side-by-side', 'green'],
        manufacturerBody: '3-Seat',
        bodyStyle: [''],
      }),
      model('Ranger XP 1000', ['Side by Side'], {
        image: ['side-by-side', 'green'],
        manufacturerBody: '3-Seat',
      }),
      model('Ranger Crew XP 1000', ['Side by Side'], {
        image: ['side-by-side', 'grey'],
        manufacturerBody: 'Crew',
        variant: '6 seats',
      }),
      model('Ranger XP Kinetic', ['Side by Side'], {
        image: ['side-by-side', 'green'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
        description: null,
      }),
      model('General XP 1000', ['Side by Side'], {
        image: ['side-by-side', 'red'],
        manufacturerBody: 'Multi-Terrain',
        description: 'Sport performance, utility capability.\nDump box, 272 kg.',
      }),
      model('General XP 4 1000 ', ['Side by Side'], {
        image: ['side-by-side', 'grey'],
        manufacturerBody: 'Multi-Terrain',
        status: null,
      }),
      model('Polaris XPEDITION', ['Side by Side'], {
        image: NO_IMAGE_FLAT,
        manufacturerBody: 'Upcoming',
        status: 'coming_soon',
        fuel: [null],
      }),
    ]),
    ...make('Club Car', [
      model('Onward 2 Passenger', ['Golf Cart'], {
        image: ['golf-cart', 'white'],
        manufacturerBody: 'VEHICLES',
        fuel: ['Electric'],
        accessoriesCount: 0,
      }),
      model('Onward 4 Passenger Lifted', ['Golf Cart'], {
        image: ['golf-cart', 'green'],
        manufacturerBody: '4-Seat',
        fuel: ['Electric'],
      }),
      model('Tempo', ['Golf Cart'], {
        image: ['golf-cart', 'white'],
        manufacturerBody: '',
        fuel: ['Electric', ''],
        description: 'The course favourite.\nLithium or lead-acid.',
      }),
      model('Villager 6', ['Golf Cart', 'People Mover'], {
        image: NO_IMAGE,
        manufacturerBody: null,
        fuel: [],
        status: null,
      }),
      model('Carryall 502', ['Golf Cart', 'Light truck'], {
        image: ['golf-cart', 'green'],
        manufacturerBody: 'Multi-Terrain',
        fuel: ['Petrol', 'Electric'],
      }),
    ]),
  ];
}
