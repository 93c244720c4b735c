import type { Locator } from '@playwright/test';

/** The 1-based number of the photo the car gallery's row is scrolled to. */
export function photoShown(gallery: Locator): Promise<number> {
  return gallery
    .getByRole('group', { name: 'Photos' })
    .evaluate((row) => Math.round(row.scrollLeft / row.clientWidth) + 1);
}
