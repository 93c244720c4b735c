import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { telHref } from '@/domain/phone/tel-href';

/** ", or call us on 02 9630 1200" (a tel: link), after a sentence that offers another way; nothing without a phone. */
export function CallUsLink({ phone, country }: { phone: string | null; country: 'AU' | 'NZ' }) {
  if (!phone) return null;
  return (
    <>
      , or call us on{' '}
      <a href={telHref(phone)} className="font-semibold underline underline-offset-2">
        {formatPhoneForDisplay(phone, country)}
      </a>
    </>
  );
}
