import { describe, expect, it } from 'vitest';
import { dealershipSelect } from './dealership-select';

describe('dealershipSelect', () => {
  it.each([
    ['no options', [], { visible: false, autoSelected: null }],
    ['one option: hidden and auto-selected', ['parramatta'], { visible: false, autoSelected: 'parramatta' }],
    ['two options: shown, nothing chosen', ['parramatta', 'penrith'], { visible: true, autoSelected: null }],
    ['three options', ['a', 'b', 'c'], { visible: true, autoSelected: null }],
  ])('%s', (_case, options, expected) => {
    expect(dealershipSelect(options)).toEqual(expected);
  });
});
