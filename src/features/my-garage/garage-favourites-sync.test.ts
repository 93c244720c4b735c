import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/ui/form/memory-storage.fixture';
import { favouritesKey, readFavourites, toggleStoredFavourite } from '@/features/favourites/favourites-store';
import { startGarageFavouritesSync } from './garage-favourites-sync';

const SITE = 'sync-site';
const car = (id: number) => ({ id, slug: `car-${id}`, name: `Car ${id}` });

/** A stand-in of POST /api/account/favourites over an account holding `held`; records what was posted. */
function accountApi(held: number[]) {
  const posted: { car_id: number; saved: boolean }[] = [];
  const fetch = vi.fn(async (_path: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { car_id: number; saved: boolean };
    posted.push(body);
    if (body.saved && !held.includes(body.car_id)) held.push(body.car_id);
    if (!body.saved) held.splice(held.indexOf(body.car_id), 1);
    return new Response(JSON.stringify({ favourites: held.map(car) }));
  });
  return { fetch, posted };
}

beforeEach(() => {
  const storage = memoryStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('startGarageFavouritesSync', () => {
  it('shows the account’s cars in place of the browser’s once the popup has merged them', () => {
    window.localStorage.setItem(favouritesKey(SITE), JSON.stringify([car(1)]));
    const { fetch, posted } = accountApi([1, 2]);
    vi.stubGlobal('fetch', fetch);
    startGarageFavouritesSync(SITE, [car(1), car(2)], { mergeDevice: true })();
    expect(readFavourites(SITE).map((c) => c.id)).toEqual([1, 2]);
    expect(posted).toEqual([]);
  });

  it('adds the browser’s own cars to the account when it was signed in on the page', async () => {
    window.localStorage.setItem(favouritesKey(SITE), JSON.stringify([car(3)]));
    const { fetch, posted } = accountApi([1]);
    vi.stubGlobal('fetch', fetch);
    const stop = startGarageFavouritesSync(SITE, [car(1)], { mergeDevice: true });
    await vi.waitFor(() => expect(readFavourites(SITE).map((c) => c.id)).toEqual([1, 3]));
    expect(posted).toEqual([{ car_id: 3, saved: true }]);
    stop();
  });

  it('sends each heart tapped afterwards to the account', async () => {
    const { fetch, posted } = accountApi([1]);
    vi.stubGlobal('fetch', fetch);
    const stop = startGarageFavouritesSync(SITE, [car(1)]);
    toggleStoredFavourite(SITE, car(4));
    toggleStoredFavourite(SITE, car(1));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        { car_id: 4, saved: true },
        { car_id: 1, saved: false },
      ]),
    );
    stop();
  });
});
