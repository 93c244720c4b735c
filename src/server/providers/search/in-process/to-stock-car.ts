import { compactWords } from './compact-words';
import { compactText } from '../normalise-query';
import type { TStockCar } from './site-stock.types';
import type { TSearchHit } from '../types';

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
 * text search scans) grows only by what the name adds, e.g. "Black Edition". With it, where each of its
 * words (compactWords) starts: a query word matches only there.
 */
function compactDocOf(
  hit: TSearchHit,
  badge: string | null,
  body: string | null,
): { doc: string; wordStarts: number[] } {
  const words = [hit.make, hit.model, badge ?? '', body ?? '', String(hit.year), hit.stocknum].flatMap(
    compactWords,
  );
  // A name word is added unless each of its words is already one of the car's: being inside another word
  // is not enough, as a query matches only at word starts ("LT" inside the badge "XLT" must stay findable).
  const held = new Set(words);
  for (const nameWord of hit.name.match(WORD) ?? []) {
    const parts = compactWords(nameWord);
    if (parts.some((part) => !held.has(part))) {
      words.push(...parts);
      for (const part of parts) held.add(part);
    }
  }
  const wordStarts: number[] = [];
  let at = 0;
  for (const word of words) {
    wordStarts.push(at);
    at += word.length;
  }
  return { doc: words.join(''), wordStarts };
}

/** A car as the search snapshot holds it, its text normalised once when loaded. */
export function toStockCar(
  hit: TSearchHit,
  extra: { dealershipId: number; badge: string | null; body: string | null; customRank: number },
): TStockCar {
  const { doc, wordStarts } = compactDocOf(hit, extra.badge, extra.body);
  return {
    hit: Object.freeze(hit),
    dealershipId: extra.dealershipId,
    badge: extra.badge,
    body: extra.body,
    customRank: extra.customRank,
    compactDoc: doc,
    wordStarts,
    words: typoWords(hit, extra.badge, extra.body),
  };
}
