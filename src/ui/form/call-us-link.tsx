import type { TPhoneLink } from '@/domain/phone/phone-link';

/** ", or call us on 02 9630 1200" (a tel: link), after a sentence that offers another way; nothing without a phone. */
export function CallUsLink({ phone }: { phone: TPhoneLink | null }) {
  if (!phone) return null;
  return (
    <>
      , or call us on{' '}
      <a href={phone.href} className="font-semibold underline underline-offset-2">
        {phone.display}
      </a>
    </>
  );
}
