import { describe, expect, it } from 'vitest';
import { enquiryCategory, enquiryEventId, enquiryKindOfCategory } from './enquiry-category';

const newCar = { carType: 'new' as const, tag: null };
const usedCar = { carType: 'used' as const, tag: null };
const demoCar = { carType: 'demo' as const, tag: 'Special' };
const testDriveOnly = { carType: 'new' as const, tag: 'Test Drive Only' };

describe('enquiryCategory', () => {
  it.each([
    ['general', newCar, undefined, 'New Vehicle Enquiry'],
    ['general', usedCar, undefined, 'Used Vehicle Enquiry'],
    ['general', demoCar, undefined, 'Used Vehicle Enquiry'],
    ['general', null, undefined, 'General Enquiry'],
    ['test-drive', newCar, undefined, 'Test Drive'],
    ['photo-request', usedCar, undefined, 'Photo Request'],
    ['question', usedCar, undefined, 'Question'],
    ['general', null, 'Service Booking', 'Service Booking'],
  ] as const)('%s %o %s -> %s', (kind, car, override, expected) => {
    expect(enquiryCategory(kind, car, override)).toBe(expected);
  });
});

describe('enquiryEventId', () => {
  it.each([
    [testDriveOnly, 17],
    [newCar, 14],
    [usedCar, 15],
    [demoCar, 15],
    [null, 22],
    [undefined, 22],
  ])('%o -> %i', (car, id) => {
    expect(enquiryEventId(car)).toBe(id);
  });
});

describe('enquiryKindOfCategory', () => {
  it.each([
    ['Test Drive', 'test-drive'],
    ['Photo Request', 'photo-request'],
    ['Question', 'question'],
    ['Used Vehicle Enquiry', 'general'],
    ['Reserve Car', 'general'],
    [null, 'general'],
  ] as const)('%s -> %s', (category, kind) => {
    expect(enquiryKindOfCategory(category)).toBe(kind);
  });
});
