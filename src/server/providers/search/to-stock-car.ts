import { compactText } from './normalise-query';
import type { TStockCar } from './site-stock.types';
import type { TSearchHit } from './types';

const WORD = /[\p{L}\p{N}]+/gu;

/** Words a query word may be a typo of: those of make, model, badge, body and name, and the compact make and model. */
function typoWords(hit: TSearchHit, badge: string | null, body: string | null): string[] {
  const text = `${hit.make} ${hit.model} ${badge ?? ''} ${body ?? ''} ${hit.name}`.toLowerCase();
  const words = [...(text.match(WORD) ?? []), compactText(hit.make), compactText(hit.model)];
  return [...new Set(words.filter((w) => w.length >= 2 && !/^\d+$/.test(w)))];
}

/**
 * The car's searchable text, compact: make, model, badge, body, year, stock number, then the words of its
 * name the rest does not already hold. A name is mostly "year make model badge", so the text (which every
 * text search scans) grows only by what the name adds, e.g. "Black Edition".
 */
function compactDocOf(hit: TSearchHit, badge: string | null, body: string | null): string {
  const doc = compactText(`${hit.make}${hit.model}${badge ?? ''}${body ?? ''}${hit.year}${hit.stocknum}`);
  const added = new Set((hit.name.match(WORD) ?? []).map(compactText).filter((w) => !doc.includes(w)));
  return doc + [...added].join('');
}

/** A car as the search snapshot holds it, its text normalised once when loaded. */
export function toStockCar(
  hit: TSearchHit,
  extra: { dealershipId: number; badge: string | null; body: string | null; customRank: number },
): TStockCar {
  return {
    hit: Object.freeze(hit),
    dealershipId: extra.dealershipId,
    badge: extra.badge,
    body: extra.body,
    customRank: extra.customRank,
    compactDoc: compactDocOf(hit, extra.badge, extra.body),
    words: typoWords(hit, extra.badge, extra.body),
  };
}
