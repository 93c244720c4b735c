import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { financeLayoutFor, type TFinanceProvider } from '@/domain/finance/finance-layouts';
import { FinanceEstimate } from '@/features/finance/finance-estimate';
import { CarCard } from './car-card';
import { CarCardFrame } from './car-card-frame';
import { carCardPhotoProps } from './car-card-photo';
import type { TSiteCheckout } from '@/features/checkout/site-checkout';
import type { TCarCardCar } from './car-card.types';

const car: TCarCardCar = {
  id: 7,
  slug: '2021-toyota-hilux-sr5-s7',
  name: '2021 Toyota HiLux SR5',
  carType: 'used',
  price: 45990,
  km: 42000,
  primaryImageUrl: null,
  city: 'Parramatta',
  state: 'NSW',
};

const render = (over: Partial<TCarCardCar> = {}) =>
  renderToStaticMarkup(createElement(CarCard, { car: { ...car, ...over }, currency: 'AUD' }));

/** The card's action link: [its text, its accessible name], or null. */
function action(markup: string): [string, string] | null {
  const link = /<a ([^>]*href="\/cars\/[^"#]+#enquire"[^>]*)>([^<]+)<\/a>/.exec(markup);
  const label = link && /aria-label="([^"]+)"/.exec(link[1]!);
  return link && label ? [link[2]!, label[1]!] : null;
}

describe('CarCard', () => {
  it("shows a used car's stock type exactly as the spec writes it: pre-owned", () => {
    const markup = render();
    expect(markup).toContain('pre-owned · 42,000 km');
    expect(markup).not.toMatch(/capitalize|first-letter:uppercase/);
  });

  it.each<[string, Partial<TCarCardCar>, [string, string]]>([
    ['a car in stock: Enquire', {}, ['Enquire', `Enquire about ${car.name}`]],
    [
      'a Test Drive Only car: only Book a Test Drive',
      { tag: 'Test Drive Only' },
      ['Book a Test Drive', `Book a test drive of the ${car.name}`],
    ],
    [
      'a sold car: Find Me Something Similar, even when Test Drive Only',
      { sold: true, tag: 'Test Drive Only' },
      ['Find Me Something Similar', `Find me something similar to the ${car.name}`],
    ],
  ])('%s, to the car page’s actions (#enquire)', (_case, over, expected) => {
    const markup = render(over);
    expect(action(markup)).toEqual(expected);
    expect(markup.match(/#enquire/g)).toHaveLength(1);
  });
});

describe('CarCard repayment: the same figure as the car page', () => {
  const financed: TCarCardCar = {
    ...car,
    price: 40_000,
    weeklyRepayment: 123,
    interestRate: '7.49',
    comparisonRate: '8.25',
    termMonths: 60,
    status: 'in_stock',
  };
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');

  it.each<TFinanceProvider>(['taurus', 'angle', '360-finance', 'nissan-finance'])(
    '%s: the card shows the weekly repayment and basis the page shows',
    (provider) => {
      const layout = financeLayoutFor(provider)!;
      const cardText = text(
        renderToStaticMarkup(createElement(CarCard, { car: financed, currency: 'AUD', finance: layout })),
      );
      const pageText = text(
        renderToStaticMarkup(
          createElement(FinanceEstimate, {
            provider,
            currency: 'AUD',
            car: { ...financed, price: 40_000, financeLender: null } as Parameters<
              typeof FinanceEstimate
            >[0]['car'],
          }),
        ),
      );
      const weekly = /\$[\d,]+\/wk/.exec(cardText)![0];
      expect(weekly).not.toBe('$123/wk');
      expect(pageText).toContain(`Weekly repayment ${weekly}`);
      const basis = /Weekly repayment on the drive-away price [^.]+\.\d+% p\.a\./.exec(cardText)![0];
      expect(pageText).toContain(basis);
    },
  );

  it('offers Apply Today, to the finance application for the car, only where asked (search results)', () => {
    const layout = financeLayoutFor('taurus')!;
    const with_ = renderToStaticMarkup(
      createElement(CarCard, { car: financed, currency: 'AUD', finance: layout, applyToday: true }),
    );
    expect(with_).toMatch(/<a [^>]*href="\/get-finance\?car=2021-toyota-hilux-sr5-s7"[^>]*>Apply Today<\/a>/);
    const without = renderToStaticMarkup(
      createElement(CarCard, { car: financed, currency: 'AUD', finance: layout }),
    );
    expect(without).not.toContain('Apply Today');
  });

  it('shows no repayment and no Apply Today without a finance layout, or when the rates are unknown', () => {
    expect(
      renderToStaticMarkup(createElement(CarCard, { car: financed, currency: 'AUD', applyToday: true })),
    ).not.toMatch(/\/wk|Apply Today/);
    const unknownRates: TCarCardCar = { ...financed, interestRate: undefined };
    expect(
      renderToStaticMarkup(
        createElement(CarCard, { car: unknownRates, currency: 'AUD', finance: financeLayoutFor('taurus') }),
      ),
    ).not.toContain('/wk');
  });
});

describe('CarCard checkout links', () => {
  const payable: TCarCardCar = {
    ...car,
    status: 'in_stock',
    sold: false,
    reserved: false,
    reservable: null,
    hasCheckoutPaymentProcessor: true,
  };
  const checkout: TSiteCheckout = { checkoutEnabled: true, path: 'checkout', kinds: ['reserve'] };
  const links = (over: Partial<TCarCardCar>, site: Partial<TSiteCheckout> | null = {}) =>
    [
      ...renderToStaticMarkup(
        createElement(CarCard, {
          car: { ...payable, ...over },
          currency: 'AUD',
          checkout: site ? { ...checkout, ...site } : undefined,
        }),
      ).matchAll(/<a [^>]*href="([^"]*\/(?:checkout|buy-online)[^"]*)"[^>]*>([^<]+)<\/a>/g),
    ].map((m) => `${m[2]} ${m[1]}`);

  it('offers the site checkout where isCheckoutButtonShown allows', () => {
    expect(links({})).toEqual(['Reserve Online /cars/2021-toyota-hilux-sr5-s7/checkout']);
  });

  it('offers both kinds, each by its query, on the buy-online path of a site that offers both', () => {
    expect(links({}, { path: 'buy-online', kinds: ['reserve', 'buy'] })).toEqual([
      'Reserve Online /cars/2021-toyota-hilux-sr5-s7/buy-online?kind=reserve',
      'Buy Online /cars/2021-toyota-hilux-sr5-s7/buy-online?kind=buy',
    ]);
  });

  it.each<[string, Partial<TCarCardCar>, Partial<TSiteCheckout> | null]>([
    ['reserved', { reserved: true }, {}],
    ['tagged Test Drive Only (spec 4: only Book a Test Drive)', { tag: 'Test Drive Only' }, {}],
    ['sold', { sold: true }, {}],
    ['not reservable', { reservable: false }, {}],
    ['priced at 200', { price: 200 }, {}],
    ['coming soon', { status: 'coming_soon' }, {}],
    ['without a processor', { hasCheckoutPaymentProcessor: false }, {}],
    ['of unknown processor (a listing without the field)', { hasCheckoutPaymentProcessor: undefined }, {}],
    ['on a site with checkout off', {}, { checkoutEnabled: false }],
    ['where the page gives no checkout', {}, null],
  ])('offers none for a car %s', (_, over, site) => {
    expect(links(over, site)).toEqual([]);
  });
});

describe('the card photo', () => {
  const url = '/media/cars/suv-blue-1.webp';
  const img = (markup: string) => /<img [^>]*>/.exec(markup)?.[0] ?? null;

  it("is the same <img> drawn in the browser from the API's props as drawn on the server", () => {
    const server = img(render({ primaryImageUrl: url }));
    const browser = img(
      renderToStaticMarkup(
        createElement(CarCardFrame, {
          car: { ...car, primaryImageUrl: url },
          currency: 'AUD',
          photo: createElement('img', carCardPhotoProps(url)),
        }),
      ),
    );
    expect(server).toContain('srcSet="/_next/image?url=%2Fmedia%2Fcars%2Fsuv-blue-1.webp');
    expect(server).toContain('loading="lazy"');
    expect(browser).toBe(server);
  });

  it('is eager, high priority and preloaded on the LCP card only', () => {
    const lcp = img(
      renderToStaticMarkup(
        createElement(CarCard, { car: { ...car, primaryImageUrl: url }, currency: 'AUD', priority: true }),
      ),
    );
    expect(lcp).toContain('loading="eager"');
    expect(lcp).toContain('fetchPriority="high"');
    expect(img(render())).toBeNull();
  });
});
