'use client';

import type { ReactNode } from 'react';
import { isFieldShown } from '@/domain/forms/form-schema';
import { useMultiStepState } from './multi-step-context';

/**
 * A conditional field of a step (its schema's `shownWhen`): there while its condition holds for what is typed.
 * Before the page is interactive (and without JavaScript) it shows, as the browser cannot tell.
 */
export function ShownWhen({ step, name, children }: { step: number; name: string; children: ReactNode }) {
  const { hydrated, schemas, values } = useMultiStepState();
  const schema = schemas[step];
  if (hydrated && schema && !isFieldShown(schema, name, values)) return null;
  return children;
}
