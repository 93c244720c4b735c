import { describe, expect, it } from 'vitest';
import { bodyGroupHeading } from './body-group-heading';

describe('bodyGroupHeading', () => {
  it.each([
    ['VEHICLES', 'Vehicles'],
    ['TRUCKS', 'Trucks'],
    ['SUVs', 'SUVs'],
    ['SUVS', 'SUVs'],
    ['PASSENGER & SUV', 'Passenger & SUV'],
    ['Electric & Hybrid', 'Electric & Hybrid'],
    ['Wide Open', 'Wide Open'],
    ['  Vans ', 'Vans'],
  ])('%j -> %j', (name, heading) => {
    expect(bodyGroupHeading(name)).toBe(heading);
  });
});
