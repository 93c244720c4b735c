import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phoneLink } from '@/domain/phone/phone-link';
import { SiteErrorPage } from './site-error-page';

const card = {
  name: 'Waikato Motors',
  phone: '07 834 5678',
  country: 'NZ' as const,
  logoUrl: null,
  colorPrimary: '#14532d',
  colorPrimaryContrast: '#ffffff',
};

describe('SiteErrorPage', () => {
  it("shows the dealer's name in its colour and its phone number as a tel: link", () => {
    const html = renderToStaticMarkup(createElement(SiteErrorPage, { card }));
    expect(html).toContain('background:#14532d');
    expect(html).toContain('Or call Waikato Motors on');
    const link = phoneLink(card.phone, card.country)!;
    expect(link.href).toBe('tel:078345678');
    expect(html).toContain(
      `<a href="${link.href}" class="font-semibold underline underline-offset-4">${link.display}</a>`,
    );
  });

  it('still says what happened without a card', () => {
    const html = renderToStaticMarkup(createElement(SiteErrorPage, { card: null }));
    expect(html).toContain('this page isn&#x27;t working right now');
    expect(html).not.toContain('tel:');
  });
});
