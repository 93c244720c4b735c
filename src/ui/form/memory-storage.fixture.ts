/** A localStorage stand-in for unit tests, which run without a browser: stub it with vi.stubGlobal('localStorage', …). */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, String(v)) };
}

/** A localStorage that throws on every call, as a browser's does when storage is blocked. */
export function blockedStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const blocked = () => {
    throw new Error('blocked');
  };
  return { getItem: blocked, setItem: blocked };
}
