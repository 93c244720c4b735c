import type { TFavouriteCar } from '@/features/favourites/favourites-store';

/** GET /api/me's answer. */
export type TGarageMe = { account: null } | { account: { email: string }; favourites: TFavouriteCar[] };

/** Who is signed in to My Garage in this browser, asked after the (cached, shared) page has loaded. */
export async function fetchGarageMe(): Promise<TGarageMe | null> {
  try {
    const response = await fetch('/api/me', { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as TGarageMe) : null;
  } catch {
    return null;
  }
}
