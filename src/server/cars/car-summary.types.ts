/** What a car card needs of a car. */
export type TCarSummary = {
  id: number;
  slug: string;
  name: string;
  carType: 'new' | 'used' | 'demo';
  price: number | null;
  km: number;
  primaryImageUrl: string | null;
  city: string | null;
  state: string | null;
};
