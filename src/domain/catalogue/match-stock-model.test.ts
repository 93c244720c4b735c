import { describe, expect, it } from 'vitest';
import { matchStockModel } from './match-stock-model';

describe('matchStockModel', () => {
  it.each([
    ['IONIQ 5', ['Ioniq 5', 'Ioniq 6', 'Tucson'], 'Ioniq 5'],
    ['ARIYA', ['Ariya', 'X-Trail'], 'Ariya'],
    ['RZR XP 1000', ['RZR', 'Ranger', 'General'], 'RZR'],
    ['Ranger XP Kinetic', ['RZR', 'Ranger', 'General'], 'Ranger'],
    ['Navara Cab Chassis', ['Navara', 'Patrol'], 'Navara'],
    ['New Pathfinder', ['Pathfinder'], 'Pathfinder'],
    ['Nissan Z', ['Z', 'Navara'], 'Z'],
    ['Grand Cherokee L', ['Cherokee', 'Grand Cherokee'], 'Grand Cherokee'],
    ['Onward 2 Passenger', ['Onward', 'Tempo'], 'Onward'],
  ] as const)('%j is sold as %j', (name, stock, expected) => {
    expect(matchStockModel(name, stock)).toBe(expected);
  });

  it.each([
    ['Carryall 502', ['Onward', 'Tempo']],
    ['Avenger', []],
    ['Zephyr', ['Z']],
    ['Z', ['Grand Cherokee']],
    ['Ranger', ['', '—']],
  ] as const)('%j: none in stock', (name, stock) => {
    expect(matchStockModel(name, stock)).toBeNull();
  });
});
