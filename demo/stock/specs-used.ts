// Trade-ins and imports sold as used cars.
import { spec } from './vehicle-spec';

const E = 'Electric';
const H = 'Hybrid';

export const USED_AU = [
  spec('Holden', 'Commodore', 'Sedan', 'sedan', 4, 2008, [
    ['LT', 38000, '3.6L V6 petrol'],
    ['SS V', 55000, '6.2L V8 petrol'],
  ]),
  spec('Holden', 'Colorado', 'Ute', 'ute', 4, 2012, [
    ['LS 4x4', 45000, '2.8L turbo diesel'],
    ['LTZ 4x4', 55000, '2.8L turbo diesel'],
  ]),
  spec('Mitsubishi', 'Triton', 'Ute', 'ute', 5, 2012, [
    ['GLX+', 45000, '2.4L turbo diesel'],
    ['GLS', 52000, '2.4L turbo diesel'],
  ]),
  spec('Mitsubishi', 'Outlander', 'SUV', 'suv', 4, 2013, [
    ['ES', 36000, '2.5L petrol'],
    ['PHEV Exceed', 60000, '2.4L plug-in hybrid', H],
  ]),
  spec('Mitsubishi', 'ASX', 'SUV', 'suv', 3, 2011, [
    ['ES', 28000, '2.0L petrol'],
    ['LS', 31000, '2.0L petrol'],
  ]),
  spec('Volkswagen', 'Golf', 'Hatch', 'hatch', 4, 2010, [
    ['110TSI Life', 34000, '1.4L turbo petrol'],
    ['GTI', 54000, '2.0L turbo petrol'],
  ]),
  spec('Volkswagen', 'Amarok', 'Ute', 'ute', 3, 2012, [['TDI550 Core', 60000, '3.0L V6 turbo diesel']]),
  spec('Subaru', 'Forester', 'SUV', 'suv', 4, 2010, [
    ['2.5i', 37000, '2.5L petrol'],
    ['2.5i-S', 45000, '2.5L petrol'],
  ]),
  spec('Subaru', 'Outback', 'Wagon', 'suv', 3, 2010, [
    ['AWD', 45000, '2.5L petrol'],
    ['AWD Touring', 52000, '2.5L petrol'],
  ]),
  spec('Honda', 'CR-V', 'SUV', 'suv', 4, 2012, [
    ['VTi', 36000, '1.5L turbo petrol'],
    ['VTi LX AWD', 50000, '1.5L turbo petrol'],
  ]),
  spec('Honda', 'Civic', 'Sedan', 'sedan', 3, 2012, [
    ['VTi-S', 30000, '1.8L petrol'],
    ['RS', 38000, '1.5L turbo petrol'],
  ]),
  spec('Isuzu', 'D-Max', 'Ute', 'ute', 4, 2012, [
    ['LS-U 4x4', 55000, '3.0L turbo diesel'],
    ['X-Terrain', 66000, '3.0L turbo diesel'],
  ]),
  spec('Isuzu', 'MU-X', 'SUV', 'suv', 3, 2014, [['LS-T', 58000, '3.0L turbo diesel']]),
  spec(
    'Suzuki',
    'Swift',
    'Hatch',
    'hatch',
    3,
    2011,
    [
      ['GL', 20000, '1.2L petrol'],
      ['Sport', 30000, '1.4L turbo petrol'],
    ],
    { transmission: 'Manual' },
  ),
  spec('MG', 'ZS', 'SUV', 'suv', 3, 2018, [
    ['Excite', 25000, '1.5L petrol'],
    ['EV Excite', 44000, '130kW electric', E],
  ]),
  spec('Tesla', 'Model 3', 'Sedan', 'sedan', 2, 2019, [
    ['Rear-Wheel Drive', 62000, '208kW electric', E],
    ['Long Range', 72000, '366kW dual-motor electric', E],
  ]),
];

/** Japanese imports and local cars a New Zealand yard sells (NZD). */
export const USED_NZ = [
  spec('Toyota', 'Aqua', 'Hatch', 'hatch', 8, 2012, [
    ['S', 25000, '1.5L hybrid', H],
    ['G', 28000, '1.5L hybrid', H],
  ]),
  spec('Toyota', 'Prius', 'Hatch', 'hatch', 5, 2010, [['S', 35000, '1.8L hybrid', H]]),
  spec('Toyota', 'Corolla', 'Hatch', 'hatch', 5, 2010, [
    ['GX', 30000, '1.8L petrol'],
    ['ZR Hybrid', 38000, '1.8L hybrid', H],
  ]),
  spec('Toyota', 'HiLux', 'Ute', 'ute', 5, 2010, [['SR5 4WD', 55000, '2.8L turbo diesel']], {
    transmission: 'Manual',
  }),
  spec('Toyota', 'Hiace', 'Van', 'van', 3, 2010, [['ZX', 45000, '2.8L turbo diesel']]),
  spec('Mazda', 'Demio', 'Hatch', 'hatch', 5, 2011, [['13S', 20000, '1.3L petrol']]),
  spec('Mazda', 'CX-5', 'SUV', 'suv', 4, 2013, [['GSX', 40000, '2.5L petrol']]),
  spec('Nissan', 'Leaf', 'Hatch', 'hatch', 5, 2012, [['G', 45000, '110kW electric', E]]),
  spec('Nissan', 'Note', 'Hatch', 'hatch', 4, 2017, [['e-POWER X', 25000, '1.2L e-POWER hybrid', H]]),
  spec('Honda', 'Fit', 'Hatch', 'hatch', 5, 2011, [
    ['13G', 20000, '1.3L petrol'],
    ['Hybrid', 24000, '1.5L hybrid', H],
  ]),
  spec('Suzuki', 'Swift', 'Hatch', 'hatch', 4, 2011, [['GLX', 22000, '1.2L petrol']]),
  spec('Ford', 'Ranger', 'Ute', 'ute', 4, 2012, [['XLT', 60000, '3.2L turbo diesel']]),
  spec('Mitsubishi', 'Outlander', 'SUV', 'suv', 3, 2014, [['PHEV G', 50000, '2.4L plug-in hybrid', H]]),
  spec('Subaru', 'Legacy', 'Wagon', 'sedan', 2, 2009, [['GT', 40000, '2.0L turbo petrol']]),
  spec('Volkswagen', 'Golf', 'Hatch', 'hatch', 3, 2011, [['TSI', 35000, '1.4L turbo petrol']]),
];
