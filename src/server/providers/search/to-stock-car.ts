import { compactText } from './normalise-query';
import type { TStockCar } from './site-stock.types';
import type { TSearchHit } from './types';

const WORD = /[\p{L}\p{N}]+/gu;

/** Words a query word may be a typo of: those of make, model, badge and body, and the compact make and model. */
function typoWords(hit: TSearchHit, badge: string | null, body: string | null): string[] {
  const text = `${hit.make} ${hit.model} ${badge ?? ''} ${body ?? ''}`.toLowerCase();
  const words = [...(text.match(WORD) ?? []), compactText(hit.make), compactText(hit.model)];
  return [...new Set(words.filter((w) => w.length >= 2 && !/^\d+$/.test(w)))];
}

/** A car as the search snapshot holds it, its text normalised once when loaded. */
export function toStockCar(
  hit: TSearchHit,
  extra: { badge: string | null; body: string | null; customRank: number },
): TStockCar {
  return {
    hit: Object.freeze(hit),
    body: extra.body,
    customRank: extra.customRank,
    compactDoc: compactText(
      `${hit.make}${hit.model}${extra.badge ?? ''}${extra.body ?? ''}${hit.year}${hit.stocknum}`,
    ),
    words: typoWords(hit, extra.badge, extra.body),
  };
}
