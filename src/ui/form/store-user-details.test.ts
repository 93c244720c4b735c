import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockedStorage, memoryStorage } from './memory-storage.fixture';
import { storeUserDetails } from './store-user-details';
import { readStoredUserDetails, STORED_USER_DETAILS_KEY } from './stored-user-details';

describe('stored user details', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing when nothing is kept', () => {
    expect(readStoredUserDetails()).toEqual({});
  });

  it('keeps trimmed details, merged over those already kept, under the same key', () => {
    storeUserDetails({ name: ' Sam ', email: 'sam@example.com' });
    storeUserDetails({ name: 'Sam Lee', email: '  ', phone: '0400 000 000' });
    expect(readStoredUserDetails()).toEqual({
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '0400 000 000',
    });
    expect(JSON.parse(localStorage.getItem(STORED_USER_DETAILS_KEY)!)).toEqual(readStoredUserDetails());
    expect(STORED_USER_DETAILS_KEY).toBe('forecourt:user-details');
  });

  it('reads only string details, and nothing from a broken entry', () => {
    localStorage.setItem(STORED_USER_DETAILS_KEY, JSON.stringify({ name: 'Sam', phone: 4, extra: 'x' }));
    expect(readStoredUserDetails()).toEqual({ name: 'Sam' });
    localStorage.setItem(STORED_USER_DETAILS_KEY, '{broken');
    expect(readStoredUserDetails()).toEqual({});
  });

  it('ignores blocked storage', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    expect(() => storeUserDetails({ name: 'Sam' })).not.toThrow();
    expect(readStoredUserDetails()).toEqual({});
  });
});
