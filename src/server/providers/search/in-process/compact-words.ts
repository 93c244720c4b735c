import { compactText } from '../normalise-query';

const RUN = /[\p{L}\p{N}]+/gu;
/** Inside a run of letters and digits: a capital after a small letter ("HiLux"), a digit after a letter or back ("RAV4"). */
const INNER_START = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/**
 * The words a text is read as, compact (lower case, letters and digits only): split at every character
 * that is neither ("CX-5": cx, 5), where small letters meet a capital ("LandCruiser": land, cruiser) and
 * where letters meet digits ("RAV4": rav, 4). A query word matches where one of these starts, as Algolia
 * matches at word starts, never inside a word ("ev" finds the EV6, not a PHEV; "elec" not "Select").
 */
export function compactWords(text: string): string[] {
  const words: string[] = [];
  for (const run of text.match(RUN) ?? []) {
    for (const part of run.split(INNER_START)) {
      const word = compactText(part);
      if (word !== '') words.push(word);
    }
  }
  return words;
}
