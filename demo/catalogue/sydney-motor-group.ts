import { make, model, NO_IMAGE, NO_IMAGE_FLAT, type TCatalogueRow } from './catalogue-model';

const XSS_DESCRIPTION =
  '<p>Small SUV, big attitude.</p><script>alert(1)</script><img src=x onerror=alert(1)><p>Ask about our launch offer.</p>';

/** The catalogue of the multi-franchise group: one make per dealership. */
export function sydneyMotorGroupCatalogue(): TCatalogueRow[] {
  return [
    ...make('Toyota', [
      model('HiLux ', ['Ute'], {
        image: ['ute', 'white'],
        description:
          '<p>Australia\u2019s favourite ute.</p><ul><li>Up to 3,500 kg braked towing</li><li>Toyota Safety Sense</li><li>Five-star ANCAP</li></ul>',
        fuel: ['Diesel'],
        accessoriesCount: 64,
      }),
      model('RAV4', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'SUVs',
        fuel: ['Hybrid', 'Petrol'],
        description:
          'The RAV4 Hybrid uses less fuel around town.\nAvailable in 2WD and AWD.\nFive-star ANCAP safety.',
      }),
      model('Corolla', ['Hatch', 'Sedan'], {
        image: ['hatch', 'red'],
        fuel: ['Hybrid', 'Regular Unleaded'],
        description: 'Hatch or sedan, petrol or hybrid.',
      }),
      model('Camry', ['Sedan'], { image: ['sedan', 'silver'], fuel: ['Hybrid'], description: null }),
      model('LandCruiser 300', ['SUV'], {
        image: ['suv', 'white'],
        manufacturerBody: 'SUVs',
        fuel: ['Diesel'],
        variant: 'GX, GXL, VX, Sahara, GR Sport',
      }),
      model('LandCruiser Prado', ['SUV'], {
        image: ['suv', 'black'],
        manufacturerBody: 'SUVs',
        fuel: ['Diesel'],
        status: 'coming_soon',
        description: 'The new Prado arrives soon.\nRegister your interest today.',
      }),
      model('Kluger', ['SUV'], { image: ['suv', 'silver'], manufacturerBody: 'SUVs', fuel: ['Hybrid'] }),
      model('HiAce', ['Van', 'Bus'], {
        image: ['van', 'white'],
        manufacturerBody: 'Vans',
        fuel: ['Diesel'],
        bodyStyle: ['Van', 'Bus'],
      }),
      model('Yaris Cross', ['SUV'], {
        image: NO_IMAGE,
        manufacturerBody: 'SUVs',
        fuel: ['Hybrid', ''],
        status: '',
      }),
      model('bZ4X', ['SUV'], {
        image: ['suv', 'red'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
        accessoriesCount: 0,
      }),
    ]),
    ...make('Kia', [
      model('Sportage  ', ['SUV'], {
        image: ['suv', 'red'],
        manufacturerBody: 'SUVs',
        description:
          '<p>The Sportage is roomier than ever.</p><ul><li>Panoramic curved display</li><li>7-year unlimited km warranty</li></ul>',
      }),
      model('Cerato', ['Hatch', 'Sedan'], {
        image: ['hatch', 'blue'],
        description: 'Hatch or sedan.\n7-year warranty.',
      }),
      model('Seltos', ['SUV'], { image: ['suv', 'white'], manufacturerBody: 'SUVs', status: null }),
      model('Sorento', ['SUV'], {
        image: ['suv', 'black'],
        manufacturerBody: 'SUVs',
        fuel: ['Diesel', 'Hybrid'],
      }),
      model('Carnival', ['People Mover'], {
        image: ['van', 'silver'],
        manufacturerBody: 'Vans',
        fuel: ['Diesel', 'Hybrid'],
        bodyStyle: [''],
      }),
      model('Picanto', ['Hatch'], { image: ['hatch', 'red'], fuel: ['Regular Unleaded'] }),
      model('EV6', ['SUV'], {
        image: ['suv', 'silver'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
      }),
      model('EV5', ['SUV'], {
        image: NO_IMAGE_FLAT,
        manufacturerBody: 'Upcoming',
        fuel: ['Electric'],
        status: 'coming_soon',
        description: null,
      }),
      model('Stonic', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'SUVs',
        description: XSS_DESCRIPTION,
      }),
    ]),
    ...make('Mazda', [
      model('CX-5', ['SUV'], {
        image: ['suv', 'red'],
        manufacturerBody: 'SUVs',
        description: 'Our best-selling SUV.\nPetrol and turbo petrol engines.\nAWD available.',
      }),
      model('CX-3', ['SUV'], { image: ['suv', 'white'], manufacturerBody: 'SUVs' }),
      model('CX-30', ['SUV'], { image: ['suv', 'silver'], manufacturerBody: 'SUVs', bodyStyle: [] }),
      model('CX-60', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Hybrid', 'Petrol'],
      }),
      model('CX-90', ['SUV'], {
        image: ['suv', 'black'],
        manufacturerBody: 'SUVs',
        fuel: ['Petrol', 'Diesel'],
      }),
      model('Mazda3 ', ['Hatch', 'Sedan'], { image: ['hatch', 'red'], manufacturerBody: '' }),
      model('BT-50', ['Ute'], { image: ['ute', 'silver'], fuel: ['Diesel'] }),
      model('MX-5', ['Convertible'], { image: ['sedan', 'red'], status: '' }),
    ]),
    ...make('Ford', [
      model('Ranger', ['Ute'], {
        image: ['ute', 'blue'],
        manufacturerBody: 'TRUCKS',
        fuel: ['Diesel', 'Hybrid'],
        aftermarketManufacturerId: 197,
        accessoriesCount: 58,
        description:
          '<p>Built Ford Tough.</p><ul><li>XL to Raptor</li><li>Plug-in hybrid available</li></ul>',
      }),
      model('Everest', ['SUV'], {
        image: ['suv', 'silver'],
        manufacturerBody: 'SUVs',
        fuel: ['Diesel'],
        aftermarketManufacturerId: 197,
      }),
      model('Mustang', ['Coupe', 'Convertible'], { image: ['sedan', 'black'], fuel: ['Premium Unleaded'] }),
      model('Transit Custom', ['Van'], {
        image: ['van', 'white'],
        manufacturerBody: 'Vans',
        fuel: ['Diesel'],
        aftermarketManufacturerId: 197,
      }),
      model('Transit Cab Chassis', ['Light truck'], {
        image: ['van', 'silver'],
        manufacturerBody: 'TRUCKS',
        fuel: ['Diesel'],
        bodyStyle: ['Light truck', ''],
      }),
      model('Puma', ['SUV'], { image: ['suv', 'red'], manufacturerBody: 'SUVs', fuel: [null] }),
      model('Escape', ['SUV'], { image: NO_IMAGE, manufacturerBody: 'SUVs', fuel: ['Petrol', 'Hybrid'] }),
      model('E-Transit', ['Van'], {
        image: ['van', 'blue'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
      }),
      model('Mustang Mach-E', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
        status: null,
      }),
    ]),
    ...make('Hyundai', [
      model('Tucson', ['SUV'], {
        image: ['suv', 'silver'],
        manufacturerBody: 'SUVs',
        fuel: ['Petrol', 'Hybrid'],
      }),
      model('i30', ['Hatch', 'Sedan'], {
        image: ['hatch', 'white'],
        description: 'i30 Hatch, i30 Sedan and the N.\nSomething for every driver.',
      }),
      model('Kona', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'SUVs',
        fuel: ['Petrol', 'Electric'],
      }),
      model('Santa Fe', ['SUV'], {
        image: ['suv', 'black'],
        manufacturerBody: 'SUVs',
        fuel: ['Diesel', 'Hybrid'],
      }),
      model('IONIQ 5', ['SUV'], {
        image: ['suv', 'white'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
      }),
      model('IONIQ 6', ['Sedan'], {
        image: ['sedan', 'blue'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Electric'],
      }),
      model('Venue', ['SUV'], { image: ['suv', 'red'], manufacturerBody: 'SUVs' }),
      model('Staria', ['People Mover', 'Van'], {
        image: ['van', 'black'],
        manufacturerBody: 'Vans',
        fuel: ['Diesel'],
      }),
    ]),
    ...make('Jeep', [
      model('Wrangler', ['SUV'], {
        image: ['suv', 'red'],
        manufacturerBody: 'SUVs',
        description: 'Go anywhere, do anything.\nTrail Rated 4x4.',
      }),
      model('Grand Cherokee', ['SUV'], {
        image: ['suv', 'black'],
        manufacturerBody: 'SUVs',
        fuel: ['Petrol', 'Hybrid'],
      }),
      model('Grand Cherokee L', ['SUV'], {
        image: ['suv', 'white'],
        manufacturerBody: 'SUVs',
        variant: '7 seats',
      }),
      model('Wrangler 4xe', ['SUV'], {
        image: ['suv', 'blue'],
        manufacturerBody: 'Electric & Hybrid',
        fuel: ['Hybrid', 'Petrol'],
      }),
      model('Cherokee', ['SUV'], {
        image: ['suv', 'silver'],
        manufacturerBody: null,
        status: null,
        variant: null,
      }),
      model('Compass', ['SUV'], { image: ['suv', 'silver'], manufacturerBody: 'SUVs', status: '' }),
      model('Gladiator', ['Ute'], { image: ['ute', 'red'], manufacturerBody: 'TRUCKS' }),
      model('Avenger', ['SUV'], {
        image: NO_IMAGE,
        manufacturerBody: 'Upcoming',
        status: 'coming_soon',
        fuel: [],
      }),
    ]),
  ];
}
