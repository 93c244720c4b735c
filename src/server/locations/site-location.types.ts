import type { locations, openingHours, specialHours } from '@/server/db/schema';

/** A location as pages show it: its row, its dealership's slug and name, weekly hours and holiday hours. */
export type TSiteLocation = typeof locations.$inferSelect & {
  dealershipSlug: string;
  dealershipName: string;
  hours: (typeof openingHours.$inferSelect)[];
  special: (typeof specialHours.$inferSelect)[];
};
