import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutLinks } from '@/features/checkout/checkout-links';
import { findSpecialOfferCars } from '@/server/cars/find-special-offer-cars';
import type { TDbHandle } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createCheckoutFixture } from '@tests/fixtures/checkout-fixture';
import { findFavouriteCars } from '@/server/search/find-favourite-cars';
import type { TSite } from '@/server/websites/site.types';
import { CarCard } from './car-card';
import { siteCardProps } from './site-card-props';

// The cards of the home page, favourites and special offers read a car's listing (car-listing.ts), not a
// search hit: each must offer checkout exactly when the car page does, for the same row.
let handle: TDbHandle;
let site: TSite;
let carId: number;

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createCheckoutFixture(handle.db, 'cards'));
  await handle.db.update(cars).set({ tag: 'Special' }).where(eq(cars.id, carId));
});

afterAll(() => handle.close());

const checkoutHrefs = (markup: string) =>
  [...markup.matchAll(/href="([^"]*\/(?:checkout|buy-online)[^"]*)"/g)].map((m) => m[1]);

async function carPageLinks(theSite: TSite) {
  const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
  return checkoutHrefs(
    renderToStaticMarkup(createElement(CheckoutLinks, { site: theSite, car: car!, className: '' })),
  );
}

function cardLinks(theSite: TSite, listing: Parameters<typeof CarCard>[0]['car']) {
  return checkoutHrefs(
    renderToStaticMarkup(createElement(CarCard, { car: listing, ...siteCardProps(theSite, new Date()) })),
  );
}

describe('checkout on the cards of listings (home, favourites, special offers)', () => {
  it.each<[string, Partial<typeof cars.$inferInsert>, boolean]>([
    ['a car that may be paid for online', {}, true],
    [
      'a car only the dashboard flags as payable',
      { paymentProcessors: [], hasCheckoutPaymentProcessor: true },
      true,
    ],
    ['a reserved car', { reserved: true }, false],
    ['a car not reservable', { reservable: false }, false],
    ['a car priced at 200', { price: 200 }, false],
    ['a Test Drive Only car', { tag: 'Test Drive Only' }, false],
    ['a sold car', { sold: true }, false],
    ['a car coming soon', { status: 'coming_soon' }, false],
    ['a car with no processor', { paymentProcessors: [], hasCheckoutPaymentProcessor: false }, false],
  ])('%s: the same links as its page', async (_, change, offered) => {
    const [template] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    await handle.db
      .update(cars)
      .set({ ...template!, id: undefined, tag: 'Special', ...change })
      .where(eq(cars.id, carId));
    const onPage = await carPageLinks(site);
    expect(onPage.length > 0).toBe(offered);
    const [saved] = await findFavouriteCars(handle.db, site.dealershipIds, [template!.slug]);
    expect(cardLinks(site, saved!)).toEqual(onPage);
    const [special] = await findSpecialOfferCars(handle.db, site.dealershipIds, 1);
    if (special) expect(cardLinks(site, special)).toEqual(onPage);
    await handle.db.update(cars).set(template!).where(eq(cars.id, carId));
  });

  it('offers none on a site with checkout off', async () => {
    const off = { ...site, featureFlags: { ...site.featureFlags, checkoutEnabled: false } };
    const [saved] = await findFavouriteCars(handle.db, site.dealershipIds, [`cards-hilux`]);
    expect(cardLinks(site, saved!)).toEqual(['/cars/cards-hilux/checkout']);
    expect(cardLinks(off, saved!)).toEqual([]);
    expect(await carPageLinks(off)).toEqual([]);
  });
});
