import { formText } from '@/domain/forms/nest-form-values';
import { ZFinanceSettings } from '@/domain/site/finance-settings.schema';
import type { TSettingsSection } from './section.types';

/** The finance provider; the layout of the site's finance estimates follows from it. */
export const financeSection: TSettingsSection<typeof ZFinanceSettings> = {
  key: 'finance',
  title: 'Finance',
  schema: ZFinanceSettings,
  values: (site) => ({ financeProvider: site.financeProvider ?? '' }),
  decode: (form) => {
    const provider = formText(form, 'financeProvider');
    return { candidate: { financeProvider: provider === '' ? null : provider }, sources: {} };
  },
};
