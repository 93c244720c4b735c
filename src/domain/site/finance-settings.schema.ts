import { z } from 'zod';
import { FINANCE_PROVIDER_NAMES, type TFinanceProvider } from '../finance/finance-layouts';

export const FINANCE_PROVIDERS = Object.keys(FINANCE_PROVIDER_NAMES) as [
  TFinanceProvider,
  ...TFinanceProvider[],
];

/** The site's finance provider, which decides the layout of its finance estimates (financeLayoutFor); null: none. */
export const ZFinanceSettings = z.object({
  financeProvider: z.enum(FINANCE_PROVIDERS, 'is one of the listed providers').nullable(),
});

export type TFinanceSettings = z.infer<typeof ZFinanceSettings>;
