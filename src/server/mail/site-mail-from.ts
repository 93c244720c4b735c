import type { websites } from '@/server/db/schema';

type TSiteSender = Pick<typeof websites.$inferSelect, 'name' | 'mailFromName' | 'mailFromAddress'>;

/**
 * The From of an email sent for a site (General settings): its sender's name, else the site's name; its address,
 * else none, so MAIL_FROM's (the mail sender fills it in).
 */
export function siteMailFrom(site: TSiteSender): { fromName: string; fromAddress: string | null } {
  return { fromName: site.mailFromName ?? site.name, fromAddress: site.mailFromAddress };
}
