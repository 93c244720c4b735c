import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { draftErrorsOf } from './testing-errors';

describe('draftErrorsOf (a tests-only helper)', () => {
  it('keeps each field’s first message, and none when the values pass', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, 'too short')
        .regex(/^[a-z]+$/, 'letters only'),
    });
    expect(draftErrorsOf(schema, { name: '1' })).toEqual({ name: 'too short' });
    expect(draftErrorsOf(schema, { name: 'ok' })).toEqual({});
  });
});
