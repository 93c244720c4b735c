import type { TCheckoutKind } from '@/domain/checkout/checkout-kinds';

type TProps = {
  kind: TCheckoutKind;
  /** "$500", "$35,990". */
  amount: string;
  holdMinutes: number;
  siteName: string;
};

/**
 * The deal in plain words, before anything is paid: how long the car is held, what the payment does, how to
 * cancel and what happens to the money. The buyer ticks that they accept it.
 */
export function CheckoutTerms({ kind, amount, holdMinutes, siteName }: TProps) {
  const deposit = kind === 'reserve';
  return (
    <section id="checkout-terms" aria-labelledby="checkout-terms-heading" className="scroll-mt-24">
      <h2 id="checkout-terms-heading" className="mb-2 text-xl font-bold">
        {deposit ? 'Reservation terms' : 'Purchase terms'}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>
          When you continue, we hold the car for you for {holdMinutes} minutes while you pay. If you do not
          pay in that time, the hold ends and nothing is charged.
        </li>
        <li>
          {deposit
            ? `Once your ${amount} deposit is paid, the car is reserved for you: it is taken off sale and nobody else can buy it while ${siteName} arranges the sale with you. The deposit comes off the drive-away price.`
            : `Once the ${amount} drive-away price is paid, the car is yours subject to the contract of sale ${siteName} signs with you; it is taken off sale at once.`}
        </li>
        <li>
          We will contact you within one business day to arrange the paperwork, any trade-in and delivery or
          collection.
        </li>
        <li>
          {deposit
            ? 'Changed your mind? Call or email us before you sign the contract of sale and we refund the whole deposit to the card you paid with.'
            : 'Changed your mind? Call or email us before you collect the car and we refund the whole payment to the card you paid with.'}{' '}
          Refunds reach your card within 5 to 10 business days, depending on your bank.
        </li>
        <li>
          If the car turns out not to be available, we refund you in full. Your rights under the consumer law
          are not affected.
        </li>
      </ul>
    </section>
  );
}
