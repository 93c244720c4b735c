'use client';
import { useSyncExternalStore } from 'react';
import {
  readFavourites,
  readNoFavourites,
  subscribeFavourites,
  type TFavouriteCar,
} from './favourites-store';

/** The site's saved cars, kept in step with other tabs. Empty during the server render. */
export function useFavourites(siteSlug: string): readonly TFavouriteCar[] {
  return useSyncExternalStore(subscribeFavourites, () => readFavourites(siteSlug), readNoFavourites);
}
