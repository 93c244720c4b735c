import { describe, expect, it } from 'vitest';
import { enquiryContactHref } from './enquiry-contact-href';
import type { TEnquiryCar } from './enquiry-props.types';

const car = { slug: '2024-toyota-hilux-sr5-m1', carType: 'used' } as TEnquiryCar;

describe('enquiryContactHref: the form on /contact, without the dialog or its code', () => {
  it.each([
    ['general', undefined, '/contact?car=2024-toyota-hilux-sr5-m1&category=Used+Vehicle+Enquiry'],
    ['test-drive', undefined, '/contact?car=2024-toyota-hilux-sr5-m1&category=Test+Drive'],
    ['question', undefined, '/contact?car=2024-toyota-hilux-sr5-m1&category=Question'],
    ['photo-request', undefined, '/contact?car=2024-toyota-hilux-sr5-m1&category=Photo+Request'],
  ] as const)('%s -> the same form on /contact', (kind, category, href) => {
    expect(enquiryContactHref({ kind, car, category })).toBe(href);
  });

  it('without a car: the category only', () => {
    expect(enquiryContactHref({ kind: 'general', category: 'Service Booking' })).toBe(
      '/contact?category=Service+Booking',
    );
  });
});
