import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CallUsLink } from './call-us-link';
import { SendFailure } from './send-failure';

const phone = { href: 'tel:0296301200', display: '02 9630 1200' };

describe('CallUsLink', () => {
  it('offers the phone worked out on the server as a tel: link', () => {
    expect(renderToStaticMarkup(createElement(CallUsLink, { phone }))).toBe(
      ', or call us on <a href="tel:0296301200" class="font-semibold underline underline-offset-2">02 9630 1200</a>',
    );
  });

  it('is nothing without a phone', () => {
    expect(renderToStaticMarkup(createElement(CallUsLink, { phone: null }))).toBe('');
  });
});

describe('SendFailure', () => {
  it('ends its retry sentence with the phone, or with a full stop without one', () => {
    const failure = (p: typeof phone | null) =>
      renderToStaticMarkup(createElement(SendFailure, { title: 'Not sent.', message: 'Oops.', phone: p }));
    expect(failure(phone)).toContain(
      'try again, or call us on <a href="tel:0296301200" class="font-semibold underline underline-offset-2">02 9630 1200</a>.</p>',
    );
    expect(failure(null)).toContain('What you typed is still here: try again.</p>');
  });
});
