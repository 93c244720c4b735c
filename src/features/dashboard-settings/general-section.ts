import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';
import { ZSiteGeneral } from '@/domain/site/site-general.schema';
import type { TSettingsSection } from './section.types';

const wholeOrText = (text: string): number | string => (/^\d{1,9}$/.test(text) ? Number(text) : text);
const orNull = (text: string): string | null => (text === '' ? null : text);

/** Name, phone number, social links, overdue time, retention days, the From of the site's emails, the maps key. */
export const generalSection: TSettingsSection<typeof ZSiteGeneral> = {
  key: 'general',
  title: 'Name, phone and leads',
  schema: ZSiteGeneral,
  values: (site) => ({
    name: site.name,
    phone: site.phone ?? '',
    facebookUrl: site.facebookUrl ?? '',
    instagramUrl: site.instagramUrl ?? '',
    overdueMinutes: String(site.overdueMinutes),
    retentionDays: String(site.retentionDays),
    mailFromName: site.mailFromName ?? '',
    mailFromAddress: site.mailFromAddress ?? '',
    mapsKey: site.mapsKey ?? '',
  }),
  decode: (form: TNestedFormValues) => ({
    candidate: {
      name: formText(form, 'name'),
      phone: orNull(formText(form, 'phone')),
      facebookUrl: orNull(formText(form, 'facebookUrl')),
      instagramUrl: orNull(formText(form, 'instagramUrl')),
      overdueMinutes: wholeOrText(formText(form, 'overdueMinutes')),
      retentionDays: wholeOrText(formText(form, 'retentionDays')),
      mailFromName: orNull(formText(form, 'mailFromName')),
      mailFromAddress: orNull(formText(form, 'mailFromAddress')),
      mapsKey: orNull(formText(form, 'mapsKey')),
    },
    sources: {},
  }),
};
