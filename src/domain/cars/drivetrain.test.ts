import { describe, expect, it } from 'vitest';
import {
  DRIVETRAINS,
  DRIVE_WHEEL_CONFIGURATION,
  driveWheelConfiguration,
  parseDrivetrain,
} from './drivetrain';

describe('parseDrivetrain', () => {
  it.each([
    ['AWD', 'AWD'],
    ['All Wheel Drive', 'AWD'],
    ['all-wheel drive', 'AWD'],
    ['4x4', '4WD'],
    ['4X4', '4WD'],
    ['4WD', '4WD'],
    ['Four Wheel Drive', '4WD'],
    ['4 wheel drive', '4WD'],
    ['fwd', 'FWD'],
    ['Front Wheel Drive', 'FWD'],
    ['RWD', 'RWD'],
    ['Rear-Wheel Drive', 'RWD'],
  ])('reads %s as %s', (text, drivetrain) => {
    expect(parseDrivetrain(text)).toBe(drivetrain);
  });

  it.each(['4x2', 'two wheel drive', 'hybrid', ''])('names no drivetrain in %j', (text) => {
    expect(parseDrivetrain(text)).toBeNull();
  });
});

describe('DRIVE_WHEEL_CONFIGURATION', () => {
  it("gives each drivetrain one of schema.org's four values, none twice", () => {
    const values = DRIVETRAINS.map((drivetrain) => DRIVE_WHEEL_CONFIGURATION[drivetrain]);
    expect(new Set(values).size).toBe(4);
    for (const value of values) expect(value).toMatch(/^https:\/\/schema\.org\/[A-Za-z]+Configuration$/);
  });
});

describe('driveWheelConfiguration', () => {
  it("answers schema.org's value for a drivetrain it knows, and the feed's words for one it does not", () => {
    expect(driveWheelConfiguration('All Wheel Drive')).toBe('https://schema.org/AllWheelDriveConfiguration');
    expect(driveWheelConfiguration('4x2')).toBe('4x2');
  });
});
