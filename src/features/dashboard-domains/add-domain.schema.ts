import { z } from 'zod';
import { ZSiteHost } from '@/domain/domains/site-host';

/** The "Add a domain" form: the host name, and whether to add its www. twin (a ticked box posts `1`). */
export const ZAddDomain = z.object({
  host: ZSiteHost,
  twin: z
    .string()
    .optional()
    .transform((v) => v === '1'),
});

/** The draft name of the add form (form-draft.ts). */
export const ADD_DOMAIN_FORM = 'add-domain';

/** Each field's label, as the form and the error summary say it. */
export const DOMAIN_LABELS: Record<string, string> = {
  host: 'Domain',
  twin: 'Also add its www. twin',
};

export const domainsPath = (slug: string) => `/settings/${encodeURIComponent(slug)}/domains`;
