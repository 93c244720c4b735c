import { describe, expect, it } from 'vitest';
import { multiStepButtons, type TMultiStepButtons } from './multi-step-buttons';

const idle = { saving: false, submitting: false };

describe('multiStepButtons', () => {
  it.each<[string, Parameters<typeof multiStepButtons>[0], TMultiStepButtons]>([
    [
      'step 1 of 3 hides Back, shows Next',
      { step: 1, stepCount: 3, ...idle },
      {
        showBack: false,
        backDisabled: false,
        primary: 'next',
        primaryLabel: 'Next',
        primaryDisabled: false,
        spinner: false,
      },
    ],
    [
      'middle step shows Back and Next',
      { step: 2, stepCount: 3, ...idle },
      {
        showBack: true,
        backDisabled: false,
        primary: 'next',
        primaryLabel: 'Next',
        primaryDisabled: false,
        spinner: false,
      },
    ],
    [
      'saving on Next: disabled with a spinner',
      { step: 2, stepCount: 3, saving: true, submitting: false },
      {
        showBack: true,
        backDisabled: true,
        primary: 'next',
        primaryLabel: 'Next',
        primaryDisabled: true,
        spinner: true,
      },
    ],
    [
      'last step shows Submit',
      { step: 3, stepCount: 3, ...idle },
      {
        showBack: true,
        backDisabled: false,
        primary: 'submit',
        primaryLabel: 'Submit',
        primaryDisabled: false,
        spinner: false,
      },
    ],
    [
      'submitting reads Loading...',
      { step: 3, stepCount: 3, saving: false, submitting: true },
      {
        showBack: true,
        backDisabled: true,
        primary: 'submit',
        primaryLabel: 'Loading...',
        primaryDisabled: true,
        spinner: false,
      },
    ],
    [
      'single-step form: no Back, Submit',
      { step: 1, stepCount: 1, ...idle },
      {
        showBack: false,
        backDisabled: false,
        primary: 'submit',
        primaryLabel: 'Submit',
        primaryDisabled: false,
        spinner: false,
      },
    ],
  ])('%s', (_case, state, expected) => {
    expect(multiStepButtons(state)).toEqual(expected);
  });

  it.each([
    [0, 3],
    [4, 3],
    [1.5, 3],
    [1, 2.5],
    [1, 0],
  ])('step %d of %d is out of range', (step, stepCount) => {
    expect(() => multiStepButtons({ step, stepCount, ...idle })).toThrowError(RangeError);
  });
});
