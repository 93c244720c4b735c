import type { TSiteTemplate } from './template-default-menu';

/**
 * The website row's columns a template choice sets: the checkout template is the `standard` template on
 * /cars/{slug}/checkout; the buy-online template its own, on /cars/{slug}/buy-online with the compact header
 * (as the demo's buy-online site).
 */
export function templateColumns(template: TSiteTemplate) {
  return template === 'buy-online'
    ? ({ template: 'buy-online', checkoutPath: 'buy-online', headerVariant: 'compact' } as const)
    : ({ template: 'standard', checkoutPath: 'checkout', headerVariant: 'standard' } as const);
}
