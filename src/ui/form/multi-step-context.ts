'use client';

import { createContext, useContext } from 'react';
import type { TFormSchema } from '@/domain/forms/form-schema';
import type { TFormErrors, TFormValues } from '@/domain/forms/types';

/**
 * What the steps a server drew need from the multi-step form around them: the step shown (from 1), whether the page
 * is interactive, each step's schema and the values typed (conditional fields), the errors, and the way back to a
 * step (the review's Change buttons).
 */
export type TMultiStepState = {
  step: number;
  hydrated: boolean;
  schemas: readonly TFormSchema[];
  values: TFormValues;
  errors: TFormErrors;
  goTo: (step: number) => void;
};

export const MultiStepContext = createContext<TMultiStepState>({
  step: 1,
  hydrated: false,
  schemas: [],
  values: {},
  errors: {},
  goTo: () => {},
});

export const useMultiStepState = () => useContext(MultiStepContext);
