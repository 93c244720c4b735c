import { SiteLink } from '@/ui/link/site-link';

/**
 * The collection notice of the checkout (APP 5): who collects the details, why, who else receives them (the
 * card processor gets the card, never us), how long they are kept, and the privacy statement.
 */
export function CheckoutNotice({ siteName }: { siteName: string }) {
  return (
    <p className="text-ink-muted text-xs">
      {siteName} collects your name, email, mobile and postcode to hold this car for you, to contact you about
      it and to send you a receipt; they go to the dealership&apos;s sales team. Your card details go straight
      to our payment processor and are never stored by us. We keep your details only as long as needed. Read
      our{' '}
      <SiteLink href="/pages/privacy-statement" className="text-ink underline underline-offset-2">
        privacy statement
      </SiteLink>{' '}
      for how to see or correct them.
    </p>
  );
}
