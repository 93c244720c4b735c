import type { ReactNode } from 'react';
import type { TPhoneCountry } from '@/domain/phone/format-phone-for-display';
import { phoneLink } from '@/domain/phone/phone-link';

type TProps = {
  phone: string;
  /** The site's country, which says how the number is written (02 9630 1200, 09 123 4567). */
  country: TPhoneCountry;
  className?: string;
  /** Shown before the number inside the link, e.g. a name for screen readers. */
  children?: ReactNode;
};

/** A dealer's phone number as a tel: link, written as the site's country writes it (phoneLink); nothing when blank. */
export function PhoneLink({ phone, country, className, children }: TProps) {
  const link = phoneLink(phone, country);
  if (!link) return null;
  return (
    <a href={link.href} className={className}>
      {children}
      {link.display}
    </a>
  );
}
