import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarCard } from './car-card';
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
