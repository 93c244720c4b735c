import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link';

describe('PhoneLink', () => {
  it("dials the digits and shows a mobile number in the site country's groups", () => {
    expect(renderToStaticMarkup(createElement(PhoneLink, { phone: '0412-345-678', country: 'AU' }))).toBe(
      '<a href="tel:0412345678">0412 345 678</a>',
    );
  });

  it('keeps an international number dialable and puts its children before the number', () => {
    const html = renderToStaticMarkup(
      createElement(
        PhoneLink,
        { phone: '+64 9 123 4567', country: 'NZ', className: 'font-semibold' },
        createElement('span', { className: 'sr-only' }, 'Call Hamilton '),
      ),
    );
    expect(html).toMatch(
      /^<a href="tel:\+6491234567" class="font-semibold"><span class="sr-only">Call Hamilton <\/span>/,
    );
  });

  it('is nothing for a blank number', () => {
    expect(renderToStaticMarkup(createElement(PhoneLink, { phone: '  ', country: 'AU' }))).toBe('');
  });
});
