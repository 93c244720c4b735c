import { forwardRef } from 'react';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { CallUsLink } from './call-us-link';

type TProps = {
  /** What was not sent, e.g. 'Your enquiry has not been sent.' */
  title: string;
  message: string;
  /** The dealer's phone (phoneLink on the server), offered as the other way. */
  phone: TPhoneLink | null;
};

/** Why the request was not sent, that what was typed is kept, and the dealer's phone as the other way. */
export const SendFailure = forwardRef<HTMLDivElement, TProps>(function SendFailure(
  { title, message, phone },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-theme border-2 border-red-700 p-3">
      <p className="font-bold">{title}</p>
      <p className="text-sm">
        {message} What you typed is still here: try again
        <CallUsLink phone={phone} />.
      </p>
    </div>
  );
});
