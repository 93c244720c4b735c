import type { TPhoneLink } from '@/domain/phone/phone-link';
import { CallUsLink } from '@/ui/form/call-us-link';

/** The dealer's phone (phoneLink on the server). */
type TProps = { phone: TPhoneLink | null };

/**
 * In place of the payment step when its code could not load (a dropped connection): nothing was charged, how to go
 * on, and the dealer's phone. The hold stays until it runs out, so a reload finds the car still held.
 */
export function PaymentFormUnavailable({ phone }: TProps) {
  return (
    <div role="alert" className="rounded-theme border-2 border-red-700 p-3">
      <p className="font-bold">The card form could not load.</p>
      <p className="text-sm">
        Nothing was charged. Check your connection and reload this page
        <CallUsLink phone={phone} />.
      </p>
    </div>
  );
}
