import { describe, expect, it } from 'vitest';
import { ZFinanceSettings } from './finance-settings.schema';

describe('ZFinanceSettings', () => {
  it('accepts a listed provider or none, and names an unknown one', () => {
    expect(ZFinanceSettings.parse({ financeProvider: 'angle' })).toEqual({ financeProvider: 'angle' });
    expect(ZFinanceSettings.parse({ financeProvider: null })).toEqual({ financeProvider: null });
    expect(ZFinanceSettings.safeParse({ financeProvider: 'acme' }).error!.issues[0]!.message).toBe(
      'is one of the listed providers',
    );
  });
});
