import { describe, expect, it } from 'vitest';
import { requireNavigation } from '../site/require-navigation';
import { ZNavigation } from '../site/navigation.schema';
import { templateColumns } from './template-columns';
import { templateDefaultMenu } from './template-default-menu';

describe('templateDefaultMenu', () => {
  it.each(['checkout', 'buy-online'] as const)('is a menu the Menus page would save (%s)', (template) => {
    const menu = templateDefaultMenu(template);
    expect(ZNavigation.parse(menu)).toEqual(menu);
    expect(requireNavigation(menu)).toBe(menu);
  });

  it('heads the stock "Buy Online" on the buy-online template, "Stock" on the checkout one', () => {
    expect(templateDefaultMenu('buy-online').header[0]!.label).toBe('Buy Online');
    expect(templateDefaultMenu('checkout').header[0]!.label).toBe('Stock');
  });
});

describe('templateColumns', () => {
  it.each([
    ['checkout', { template: 'standard', checkoutPath: 'checkout', headerVariant: 'standard' }],
    ['buy-online', { template: 'buy-online', checkoutPath: 'buy-online', headerVariant: 'compact' }],
  ] as const)('maps %s to the website columns', (template, columns) => {
    expect(templateColumns(template)).toEqual(columns);
  });
});
