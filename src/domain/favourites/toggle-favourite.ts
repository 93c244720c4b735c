/** Favourites toggle: the car is added (at the end) if absent, removed if present, matched by id. */
export function toggleFavourite<T extends { id: number }>(favourites: readonly T[], car: T): T[] {
  return favourites.some((f) => f.id === car.id)
    ? favourites.filter((f) => f.id !== car.id)
    : [...favourites, car];
}
