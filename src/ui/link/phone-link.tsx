import type { ReactNode } from 'react';
import { formatPhoneForDisplay, type TPhoneCountry } from '@/domain/phone/format-phone-for-display';
import { telHref } from '@/domain/phone/tel-href';

type TProps = {
  phone: string;
  /** The site's country, which says how the number is written (02 9630 1200, 09 123 4567). */
  country: TPhoneCountry;
  className?: string;
  /** Shown before the number inside the link, e.g. a name for screen readers. */
  children?: ReactNode;
};

/** A dealer's phone number as a tel: link (telHref), written as the site's country writes it. */
export function PhoneLink({ phone, country, className, children }: TProps) {
  return (
    <a href={telHref(phone)} className={className}>
      {children}
      {formatPhoneForDisplay(phone, country)}
    </a>
  );
}
