// New-car franchises of the demo dealers, with Australian drive-away prices.
import { spec } from './vehicle-spec';

const E = 'Electric';
const H = 'Hybrid';

export const TOYOTA = [
  spec('Toyota', 'HiLux', 'Ute', 'ute', 10, 2005, [
    ['Workmate', 36990, '2.4L turbo diesel'],
    ['SR', 54990, '2.8L turbo diesel'],
    ['SR5', 64990, '2.8L turbo diesel'],
    ['Rogue', 76990, '2.8L turbo diesel'],
    ['GR Sport', 82990, '2.8L turbo diesel'],
  ]),
  spec('Toyota', 'RAV4', 'SUV', 'suv', 9, 2013, [
    ['GX', 41990, '2.0L petrol'],
    ['GXL', 45990, '2.0L petrol'],
    ['GXL Hybrid', 49990, '2.5L hybrid', H],
    ['Cruiser Hybrid', 55990, '2.5L hybrid', H],
    ['Edge Hybrid', 62990, '2.5L hybrid', H],
  ]),
  spec('Toyota', 'Corolla', 'Hatch', 'hatch', 8, 2008, [
    ['Ascent Sport', 31990, '2.0L petrol'],
    ['SX Hybrid', 37990, '1.8L hybrid', H],
    ['ZR Hybrid', 42990, '2.0L hybrid', H],
  ]),
  spec('Toyota', 'Camry', 'Sedan', 'sedan', 4, 2012, [
    ['Ascent Hybrid', 44990, '2.5L hybrid', H],
    ['SL Hybrid', 56990, '2.5L hybrid', H],
  ]),
  spec('Toyota', 'LandCruiser 300', 'SUV', 'suv', 4, 2021, [
    ['GX', 98990, '3.3L twin-turbo diesel V6'],
    ['GXL', 112990, '3.3L twin-turbo diesel V6'],
    ['Sahara', 142990, '3.3L twin-turbo diesel V6'],
  ]),
  spec('Toyota', 'LandCruiser Prado', 'SUV', 'suv', 4, 2010, [
    ['GX', 74990, '2.8L turbo diesel'],
    ['Kakadu', 105990, '2.8L turbo diesel'],
  ]),
  spec('Toyota', 'Kluger', 'SUV', 'suv', 3, 2014, [
    ['GX Hybrid', 64990, '2.5L hybrid', H],
    ['Grande Hybrid', 86990, '2.5L hybrid', H],
  ]),
  spec('Toyota', 'HiAce', 'Van', 'van', 3, 2010, [
    ['LWB Van', 52990, '2.8L turbo diesel'],
    ['SLWB Commuter', 78990, '2.8L turbo diesel'],
  ]),
  spec('Toyota', 'Yaris Cross', 'SUV', 'suv', 4, 2020, [
    ['GX', 31990, '1.5L petrol'],
    ['GXL Hybrid', 38990, '1.5L hybrid', H],
  ]),
  spec('Toyota', 'bZ4X', 'SUV', 'suv', 2, 2022, [
    ['FWD', 66990, '160kW electric', E],
    ['AWD', 74990, '160kW dual-motor electric', E],
  ]),
];

export const KIA = [
  spec('Kia', 'Sportage', 'SUV', 'suv', 8, 2010, [
    ['S', 36990, '2.0L petrol'],
    ['SX', 40990, '2.0L petrol'],
    ['GT-Line', 53990, '1.6L turbo petrol'],
    ['GT-Line Hybrid', 57990, '1.6L turbo hybrid', H],
  ]),
  spec('Kia', 'Cerato', 'Hatch', 'hatch', 6, 2013, [
    ['S', 28990, '2.0L petrol'],
    ['Sport', 31990, '2.0L petrol'],
    ['GT', 38990, '1.6L turbo petrol'],
  ]),
  spec('Kia', 'Seltos', 'SUV', 'suv', 5, 2019, [
    ['S', 31990, '2.0L petrol'],
    ['Sport+', 37990, '2.0L petrol'],
    ['GT-Line', 44990, '1.6L turbo petrol'],
  ]),
  spec('Kia', 'Sorento', 'SUV', 'suv', 5, 2012, [
    ['S', 52990, '2.2L turbo diesel'],
    ['Sport+', 58990, '2.2L turbo diesel'],
    ['GT-Line', 71990, '2.2L turbo diesel'],
    ['GT-Line Hybrid', 73990, '1.6L turbo hybrid', H],
  ]),
  spec('Kia', 'Carnival', 'People Mover', 'van', 4, 2015, [
    ['S', 53990, '2.2L turbo diesel'],
    ['Platinum', 77990, '2.2L turbo diesel'],
    ['GT-Line Hybrid', 79990, '1.6L turbo hybrid', H],
  ]),
  spec('Kia', 'Picanto', 'Hatch', 'hatch', 3, 2012, [
    ['S', 19490, '1.2L petrol'],
    ['GT-Line', 21490, '1.2L petrol'],
  ]),
  spec('Kia', 'EV6', 'SUV', 'suv', 3, 2022, [
    ['Air', 72590, '168kW electric', E],
    ['GT-Line AWD', 87590, '239kW dual-motor electric', E],
  ]),
  spec('Kia', 'EV5', 'SUV', 'suv', 2, 2024, [
    ['Air', 58990, '160kW electric', E],
    ['Earth', 66990, '160kW electric', E],
  ]),
  spec('Kia', 'Stonic', 'SUV', 'suv', 2, 2021, [
    ['S', 27990, '1.4L petrol'],
    ['GT-Line', 31990, '1.0L turbo petrol'],
  ]),
];

export const MAZDA = [
  spec('Mazda', 'CX-5', 'SUV', 'suv', 9, 2012, [
    ['Maxx', 36990, '2.0L petrol'],
    ['Maxx Sport', 41990, '2.5L petrol'],
    ['Touring', 45990, '2.5L petrol'],
    ['GT SP', 50990, '2.5L turbo petrol'],
    ['Akera', 54990, '2.5L turbo petrol'],
  ]),
  spec('Mazda', 'CX-3', 'SUV', 'suv', 4, 2015, [
    ['Pure', 29990, '2.0L petrol'],
    ['Touring', 34990, '2.0L petrol'],
  ]),
  spec('Mazda', 'CX-30', 'SUV', 'suv', 5, 2019, [
    ['G20 Pure', 33990, '2.0L petrol'],
    ['G25 Astina', 48990, '2.5L petrol'],
  ]),
  spec('Mazda', 'CX-60', 'SUV', 'suv', 3, 2022, [
    ['G40e Evolve', 62990, '3.3L turbo petrol'],
    ['P50e Azami PHEV', 84990, '2.5L plug-in hybrid', H],
  ]),
  spec('Mazda', 'CX-90', 'SUV', 'suv', 2, 2023, [
    ['G50e Touring', 79990, '3.3L turbo petrol'],
    ['D50e Azami', 99990, '3.3L turbo diesel'],
  ]),
  spec('Mazda', 'Mazda3', 'Hatch', 'hatch', 5, 2009, [
    ['G20 Pure', 33990, '2.0L petrol'],
    ['G25 Evolve', 36990, '2.5L petrol'],
    ['G25 Astina', 44990, '2.5L petrol'],
  ]),
  spec('Mazda', 'BT-50', 'Ute', 'ute', 5, 2011, [
    ['XT 4x2', 41990, '3.0L turbo diesel'],
    ['XTR 4x4', 60990, '3.0L turbo diesel'],
    ['GT 4x4', 65990, '3.0L turbo diesel'],
    ['Thunder', 71990, '3.0L turbo diesel'],
  ]),
  spec(
    'Mazda',
    'MX-5',
    'Convertible',
    'sedan',
    2,
    2006,
    [
      ['Roadster', 45990, '2.0L petrol'],
      ['RF GT', 54990, '2.0L petrol'],
    ],
    { transmission: 'Manual' },
  ),
];

export const FORD = [
  spec('Ford', 'Ranger', 'Ute', 'ute', 10, 2012, [
    ['XL 4x2', 38990, '2.0L turbo diesel'],
    ['XLS 4x4', 56990, '2.0L bi-turbo diesel'],
    ['XLT 4x4', 64990, '2.0L bi-turbo diesel'],
    ['Sport 4x4', 68990, '3.0L V6 turbo diesel'],
    ['Wildtrak 4x4', 76990, '3.0L V6 turbo diesel'],
    ['Raptor', 92990, '3.0L twin-turbo petrol V6'],
    ['XLT PHEV', 71990, '2.3L plug-in hybrid', H],
  ]),
  spec('Ford', 'Everest', 'SUV', 'suv', 6, 2015, [
    ['Ambiente', 58990, '2.0L bi-turbo diesel'],
    ['Trend', 66990, '2.0L bi-turbo diesel'],
    ['Sport', 70990, '3.0L V6 turbo diesel'],
    ['Platinum', 86990, '3.0L V6 turbo diesel'],
  ]),
  spec('Ford', 'Mustang', 'Coupe', 'sedan', 3, 2016, [
    ['GT Fastback', 78990, '5.0L V8 petrol'],
    ['Mach 1', 90990, '5.0L V8 petrol'],
  ]),
  spec('Ford', 'Transit Custom', 'Van', 'van', 3, 2014, [
    ['Trend', 57990, '2.0L turbo diesel'],
    ['Sport', 69990, '2.0L turbo diesel'],
  ]),
  spec('Ford', 'Puma', 'SUV', 'suv', 3, 2020, [
    ['Puma', 34990, '1.0L turbo petrol'],
    ['ST-Line', 38990, '1.0L turbo petrol'],
  ]),
  spec('Ford', 'Escape', 'SUV', 'suv', 3, 2017, [
    ['ST-Line', 44990, '2.0L turbo petrol'],
    ['ST-Line PHEV', 57990, '2.5L plug-in hybrid', H],
  ]),
  spec('Ford', 'E-Transit', 'Van', 'van', 1, 2023, [['Van', 99990, '198kW electric', E]]),
  spec('Ford', 'Mustang Mach-E', 'SUV', 'suv', 2, 2023, [
    ['Select', 79990, '198kW electric', E],
    ['Premium', 91990, '216kW electric', E],
  ]),
];

export const HYUNDAI = [
  spec('Hyundai', 'Tucson', 'SUV', 'suv', 8, 2015, [
    ['Tucson', 36990, '2.0L petrol'],
    ['Elite', 43990, '2.0L petrol'],
    ['N Line', 49990, '1.6L turbo petrol'],
    ['Elite Hybrid', 54990, '1.6L turbo hybrid', H],
  ]),
  spec('Hyundai', 'i30', 'Hatch', 'hatch', 6, 2012, [
    ['Active', 27990, '2.0L petrol'],
    ['N Line', 33990, '1.6L turbo petrol'],
    ['N', 51990, '2.0L turbo petrol'],
  ]),
  spec('Hyundai', 'Kona', 'SUV', 'suv', 5, 2017, [
    ['Kona', 32990, '2.0L petrol'],
    ['N Line', 40990, '1.6L turbo petrol'],
    ['Electric Premium', 64990, '150kW electric', E],
  ]),
  spec('Hyundai', 'Santa Fe', 'SUV', 'suv', 4, 2012, [
    ['Elite', 63990, '2.2L turbo diesel'],
    ['Calligraphy Hybrid', 79990, '1.6L turbo hybrid', H],
  ]),
  spec('Hyundai', 'Ioniq 5', 'SUV', 'suv', 3, 2021, [
    ['Standard Range', 69990, '125kW electric', E],
    ['Techniq', 76990, '168kW electric', E],
    ['N', 115990, '448kW dual-motor electric', E],
  ]),
  spec('Hyundai', 'Ioniq 6', 'Sedan', 'sedan', 2, 2023, [['Dynamiq', 77990, '168kW electric', E]]),
  spec('Hyundai', 'Venue', 'SUV', 'suv', 3, 2019, [
    ['Venue', 25990, '1.6L petrol'],
    ['Elite', 29990, '1.6L petrol'],
  ]),
  spec('Hyundai', 'Staria', 'People Mover', 'van', 2, 2021, [
    ['Staria', 55990, '2.2L turbo diesel'],
    ['Highlander', 74990, '2.2L turbo diesel'],
  ]),
];

export const JEEP = [
  spec('Jeep', 'Wrangler', 'SUV', 'suv', 5, 2012, [
    ['Sport S', 79990, '2.0L turbo petrol'],
    ['Rubicon', 94990, '2.0L turbo petrol'],
  ]),
  spec('Jeep', 'Grand Cherokee', 'SUV', 'suv', 5, 2012, [
    ['Night Eagle', 78990, '3.6L V6 petrol'],
    ['Limited', 84990, '3.6L V6 petrol'],
    ['Summit Reserve 4xe', 129990, '2.0L plug-in hybrid', H],
  ]),
  spec('Jeep', 'Compass', 'SUV', 'suv', 4, 2017, [
    ['Night Eagle', 46990, '2.4L petrol'],
    ['Limited', 52990, '2.4L petrol'],
    ['Trailhawk', 59990, '2.0L turbo diesel'],
  ]),
  spec('Jeep', 'Gladiator', 'Ute', 'ute', 3, 2020, [
    ['Night Eagle', 82990, '3.6L V6 petrol'],
    ['Rubicon', 90990, '3.6L V6 petrol'],
  ]),
];

export const NISSAN = [
  spec('Nissan', 'Navara', 'Ute', 'ute', 10, 2010, [
    ['SL 4x2', 45990, '2.3L twin-turbo diesel'],
    ['ST 4x4', 58990, '2.3L twin-turbo diesel'],
    ['ST-X 4x4', 65990, '2.3L twin-turbo diesel'],
    ['PRO-4X', 69990, '2.3L twin-turbo diesel'],
    ['PRO-4X Warrior', 78990, '2.3L twin-turbo diesel'],
  ]),
  spec('Nissan', 'X-Trail', 'SUV', 'suv', 9, 2010, [
    ['ST 2WD', 39990, '2.5L petrol'],
    ['ST-L 4WD', 50990, '2.5L petrol'],
    ['Ti 4WD', 55990, '2.5L petrol'],
    ['Ti e-POWER e-4ORCE', 63990, '1.5L turbo e-POWER hybrid', H],
    ['Ti-L e-POWER e-4ORCE', 67990, '1.5L turbo e-POWER hybrid', H],
  ]),
  spec('Nissan', 'Qashqai', 'SUV', 'suv', 8, 2014, [
    ['ST', 36990, '1.3L turbo petrol'],
    ['ST+', 40990, '1.3L turbo petrol'],
    ['Ti', 48990, '1.3L turbo petrol'],
    ['Ti e-POWER', 55990, '1.5L turbo e-POWER hybrid', H],
  ]),
  spec('Nissan', 'Patrol', 'SUV', 'suv', 6, 2012, [
    ['Ti', 97990, '5.6L V8 petrol'],
    ['Ti-L', 111990, '5.6L V8 petrol'],
    ['Warrior', 115990, '5.6L V8 petrol'],
  ]),
  spec('Nissan', 'Pathfinder', 'SUV', 'suv', 4, 2013, [
    ['ST 2WD', 59990, '3.5L V6 petrol'],
    ['ST-L 4WD', 67990, '3.5L V6 petrol'],
    ['Ti 4WD', 77990, '3.5L V6 petrol'],
  ]),
  spec('Nissan', 'Juke', 'SUV', 'suv', 4, 2019, [
    ['ST', 31990, '1.0L turbo petrol'],
    ['ST+', 34990, '1.0L turbo petrol'],
    ['Ti', 39990, '1.0L turbo petrol'],
  ]),
  spec('Nissan', 'Leaf', 'Hatch', 'hatch', 3, 2012, [
    ['Leaf', 51990, '110kW electric', E],
    ['Leaf e+', 64990, '160kW electric', E],
  ]),
  spec('Nissan', 'Ariya', 'SUV', 'suv', 3, 2024, [
    ['Engage', 63990, '160kW electric', E],
    ['Evolve e-4ORCE', 80990, '225kW dual-motor electric', E],
  ]),
  spec('Nissan', 'Z', 'Coupe', 'sedan', 2, 2023, [
    ['Z', 77990, '3.0L twin-turbo V6 petrol'],
    ['Z NISMO', 97990, '3.0L twin-turbo V6 petrol'],
  ]),
];

/** Trade-ins of other makes that Australian dealers sell as used cars. */
