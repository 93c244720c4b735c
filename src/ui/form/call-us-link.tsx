import { PhoneLink } from '@/ui/link/phone-link';

/** ", or call us on 02 9630 1200" (a tel: link), after a sentence that offers another way; nothing without a phone. */
export function CallUsLink({ phone, country }: { phone: string | null; country: 'AU' | 'NZ' }) {
  if (!phone) return null;
  return (
    <>
      , or call us on{' '}
      <PhoneLink phone={phone} country={country} className="font-semibold underline underline-offset-2" />
    </>
  );
}
