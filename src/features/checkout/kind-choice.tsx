import { checkoutLabel, type TCheckoutKind } from '@/domain/checkout/checkout-kinds';
import { SiteLink } from '@/ui/link/site-link';

const WHAT: Record<TCheckoutKind, string> = {
  reserve: 'pay a refundable deposit now',
  buy: 'pay the whole drive-away price now',
};

/** On a site offering both: links between reserving with a deposit and buying outright (the chosen one marked). */
export function KindChoice({
  path,
  kinds,
  chosen,
}: {
  path: string;
  kinds: TCheckoutKind[];
  chosen: TCheckoutKind;
}) {
  return (
    <nav aria-label="How to pay" className="flex flex-wrap gap-3">
      {kinds.map((kind) => (
        <SiteLink
          key={kind}
          href={`${path}?kind=${kind}`}
          aria-current={kind === chosen ? 'page' : undefined}
          className="rounded-theme border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface flex min-h-11 flex-col border-2 px-4 py-2"
        >
          <span className="font-semibold">{checkoutLabel(kind)}</span>
          <span className="text-sm">{WHAT[kind]}</span>
        </SiteLink>
      ))}
    </nav>
  );
}
