import { expect, type Page } from '@playwright/test';

type TCarJsonLd = {
  '@type': string;
  mileageFromOdometer: { unitCode: string };
  offers: { priceCurrency: string };
};

/** The page's schema.org Car JSON-LD (the site layout adds its own AutoDealer block beside it). */
export async function carJsonLd(page: Page): Promise<TCarJsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const cars = blocks.map((text) => JSON.parse(text) as TCarJsonLd).filter((ld) => ld['@type'] === 'Car');
  expect(cars).toHaveLength(1);
  return cars[0]!;
}
