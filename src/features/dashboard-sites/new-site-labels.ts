/** The draft name of a refused "create a site" form, shared by its post and its page. */
export const NEW_SITE_FORM = 'new-site';
export const NEW_SITE_PATH = '/sites/new';

export const NEW_SITE_LABELS: Record<string, string> = {
  name: 'Site name',
  slug: 'Slug',
  country: 'Country',
  template: 'Template',
  timezone: 'Time zone',
};

export const COUNTRY_OPTIONS = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

export const TEMPLATE_OPTIONS = [
  { value: 'checkout', label: 'Checkout: cars are reserved at /cars/{car}/checkout' },
  { value: 'buy-online', label: 'Buy online: cars are reserved or bought at /cars/{car}/buy-online' },
];
