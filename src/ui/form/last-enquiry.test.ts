import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastEnquiry, storeLastEnquiry } from './last-enquiry';
import { blockedStorage, memoryStorage } from './memory-storage.fixture';

describe('last enquiry', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the category and car per site, with the time it was sent', () => {
    const car = { slug: '2024-kia-ev6-air-k1', name: '2024 Kia EV6 Air' };
    storeLastEnquiry('sydney-motor-group', { category: 'New Car Enquiry', car });
    expect(readLastEnquiry('sydney-motor-group')).toEqual({ category: 'New Car Enquiry', car });
    expect(readLastEnquiry('another-site')).toBeNull();
    const kept = JSON.parse(localStorage.getItem('forecourt:sydney-motor-group:last-enquiry')!) as {
      at: string;
    };
    expect(Number.isNaN(Date.parse(kept.at))).toBe(false);
  });

  it('reads no car from a malformed one, and nothing from a malformed entry', () => {
    localStorage.setItem(
      'forecourt:s:last-enquiry',
      JSON.stringify({ category: 'Service', car: { slug: 1 } }),
    );
    expect(readLastEnquiry('s')).toEqual({ category: 'Service', car: null });
    localStorage.setItem('forecourt:s:last-enquiry', JSON.stringify({ car: null }));
    expect(readLastEnquiry('s')).toBeNull();
    localStorage.setItem('forecourt:s:last-enquiry', '{broken');
    expect(readLastEnquiry('s')).toBeNull();
  });

  it('ignores blocked storage', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    expect(() => storeLastEnquiry('s', { category: 'Service', car: null })).not.toThrow();
    expect(readLastEnquiry('s')).toBeNull();
  });
});
