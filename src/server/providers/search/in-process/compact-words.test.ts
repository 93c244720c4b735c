import { describe, expect, it } from 'vitest';
import { compactWords } from './compact-words';

describe('compactWords', () => {
  it.each([
    ['CX-5', ['cx', '5']],
    ['RAV4', ['rav', '4']],
    ['LandCruiser Prado', ['land', 'cruiser', 'prado']],
    ['HiLux SR5', ['hi', 'lux', 'sr', '5']],
    ['XLT 3.2 4x4', ['xlt', '3', '2', '4', 'x', '4']],
    ['Mach-E Select', ['mach', 'e', 'select']],
    ['GLX+', ['glx']],
    ['Škoda Kodiaq', ['škoda', 'kodiaq']],
    ['', []],
  ])('%s reads as %j', (text, words) => {
    expect(compactWords(text)).toEqual(words);
  });
});
