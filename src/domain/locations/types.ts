/** The location fields the location rules read, in the database row's names. */
export type TLocationForRules = {
  id: number;
  name: string;
  /** sales, service, parts, service-and-parts, primary, or empty (which means sales). */
  locationType: string;
  locationSubtype: readonly string[];
  manufacturers: readonly string[];
  primary: boolean;
};

export type TLatLng = { lat: number; lng: number };
