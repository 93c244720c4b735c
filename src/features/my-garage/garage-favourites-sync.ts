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
export function startGarageFavouritesSync(
  siteSlug: string,
  account: readonly TFavouriteCar[],
  { mergeDevice = false }: { mergeDevice?: boolean } = {},
): () => void {
  let synced = idsOf(account);
  let queue = Promise.resolve();
  const send = (carId: number, saved: boolean) =>
    fetch('/api/account/favourites', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ car_id: carId, saved }),
    }).then((response) =>
      response.ok ? (response.json() as Promise<{ favourites: TFavouriteCar[] }>) : null,
    );
  // Signed in on the page rather than the popup: the cars this browser saved before are added to the account
  // first, as the popup's sign-in merges them, instead of being replaced by the account's.
  const before = mergeDevice ? readFavourites(siteSlug).filter((car) => !synced.has(car.id)) : [];
  if (before.length === 0) replaceStoredFavourites(siteSlug, account);
  else {
    synced = new Set([...synced, ...before.map((car) => car.id)]);
    for (const car of before) {
      queue = queue
        .then(() => send(car.id, true))
        .then((answer) => {
          if (answer) replaceStoredFavourites(siteSlug, answer.favourites);
        })
        .catch(() => undefined);
    }
  }
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
