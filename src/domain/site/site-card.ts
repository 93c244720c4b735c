import type { TPhoneCountry } from '../phone/format-phone-for-display';

/**
 * What a site's error page needs to stay the dealer's when nothing else can be loaded: its name, logo and colours,
 * and the phone number a buyer can still call. Kept beside the database (site-card-file.ts), never personal data.
 */
export type TSiteCard = {
  name: string;
  phone: string | null;
  country: TPhoneCountry;
  logoUrl: string | null;
  colorPrimary: string;
  colorPrimaryContrast: string;
};

type TSiteFields = {
  name: string;
  phone: string | null;
  country: TPhoneCountry;
  logoUrl: string | null;
  theme: { colorPrimary: string; colorPrimaryContrast: string } | null;
};

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The card of a site record; colours that are not plain hex (a malformed theme) fall back to neutral ones. */
export function siteCardOf(site: TSiteFields): TSiteCard {
  const primary = site.theme?.colorPrimary ?? '';
  const contrast = site.theme?.colorPrimaryContrast ?? '';
  return {
    name: site.name,
    phone: site.phone?.trim() ? site.phone.trim() : null,
    country: site.country,
    logoUrl: site.logoUrl,
    colorPrimary: COLOUR.test(primary) ? primary : '#1f2937',
    colorPrimaryContrast: COLOUR.test(contrast) ? contrast : '#ffffff',
  };
}
