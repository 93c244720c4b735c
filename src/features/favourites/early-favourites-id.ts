/**
 * The id of the favourites list's markup before hydration, in which the early script shows the right state. Its own
 * module, so the list's client code carries the id and not the script.
 */
export const EARLY_FAVOURITES_ID = 'favourites-before-hydration';
