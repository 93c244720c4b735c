import { describe, expect, it } from 'vitest';
import { isSlideShowStopped, shouldAutoRotate, slidePositionLabel, stepSlide } from './slide-step';

describe('stepSlide', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [1, 3, 5, 0],
    [0, 3, -4, 2],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ])('from %i of %i by %i is %i', (index, count, step, expected) => {
    expect(stepSlide(index, count, step)).toBe(expected);
  });
});

describe('slidePositionLabel', () => {
  it('counts from one', () => {
    expect(slidePositionLabel(0, 3)).toBe('1 of 3');
    expect(slidePositionLabel(2, 3)).toBe('3 of 3');
  });
});

describe('shouldAutoRotate', () => {
  const moving = { count: 3, stopped: false, hovered: false, focused: false };

  it('moves on with several slides and nothing holding it', () => {
    expect(shouldAutoRotate(moving)).toBe(true);
  });

  it.each([
    ['a single slide', { count: 1 }],
    ['no slides', { count: 0 }],
    ['it is stopped', { stopped: true }],
    ['the pointer is over it', { hovered: true }],
    ['keyboard focus is inside it', { focused: true }],
  ])('holds still when %s', (_, change) => {
    expect(shouldAutoRotate({ ...moving, ...change })).toBe(false);
  });
});

describe('isSlideShowStopped', () => {
  it.each([
    [null, false, false],
    [null, true, true],
    ['pause', false, true],
    ['pause', true, true],
    ['play', false, false],
    ['play', true, false],
  ] as const)('choice %j with reduced motion %j -> stopped %j', (choice, reducedMotion, expected) => {
    expect(isSlideShowStopped(choice, reducedMotion)).toBe(expected);
  });
});
