import {
  readFavourites,
  replaceStoredFavourites,
  subscribeFavourites,
  type TFavouriteCar,
} from '@/features/favourites/favourites-store';

const idsOf = (cars: readonly TFavouriteCar[]) => new Set(cars.map((car) => car.id));

/**
 * While signed in to My Garage, the account's saved cars are the device's: the list is written to the browser's
 * favourites (so the header count, the hearts, before and after hydration, and /favourites show the account), and
 * every heart tapped after that is sent to the account. Loaded only once /api/me says the browser is signed in.
 * Returns the unsubscribe.
 */
export function startGarageFavouritesSync(siteSlug: string, account: readonly TFavouriteCar[]): () => void {
  let synced = idsOf(account);
  replaceStoredFavourites(siteSlug, account);
  let queue = Promise.resolve();
  const send = (carId: number, saved: boolean) =>
    fetch('/api/account/favourites', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ car_id: carId, saved }),
    }).then((response) =>
      response.ok ? (response.json() as Promise<{ favourites: TFavouriteCar[] }>) : null,
    );
  const onChange = () => {
    const now = idsOf(readFavourites(siteSlug));
    const changes = [
      ...[...now].filter((id) => !synced.has(id)).map((id) => [id, true] as const),
      ...[...synced].filter((id) => !now.has(id)).map((id) => [id, false] as const),
    ];
    if (changes.length === 0) return;
    synced = now;
    for (const [id, saved] of changes) {
      queue = queue
        .then(() => send(id, saved))
        .then((answer) => {
          if (answer) synced = idsOf(answer.favourites);
        })
        .catch(() => undefined);
    }
  };
  return subscribeFavourites(onChange);
}
