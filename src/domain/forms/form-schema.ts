import * as z from 'zod/mini';
import type { TFieldSchema } from './form-field';
import type { TFormErrors, TFormValues } from './types';

/** Whether a conditional field shows (and is checked) for these values. */
export type TShownWhen = (values: TFormValues) => boolean;

/**
 * One form's fields: `schema` is the zod schema the browser and the receiving route both check; `fields`
 * names each field's own schema in the form's order; `shownWhen` the conditional ones' conditions.
 */
export type TFormSchema = {
  schema: z.ZodMiniType<TFormValues, TFormValues>;
  fields: Readonly<Record<string, TFieldSchema>>;
  shownWhen: Readonly<Record<string, TShownWhen>>;
};

/**
 * A form's schema from its fields in order. A field with a condition (spec 5: it shows only if a named
 * field is truthy and error-free, or if a function allows) is checked only while the condition holds;
 * other keys (hidden inputs, the page's url, …) pass through.
 */
export function formSchema(
  fields: Readonly<Record<string, TFieldSchema>>,
  shownWhen: Readonly<Record<string, TShownWhen>> = {},
): TFormSchema {
  const schema = z.looseObject({}).check(
    z.superRefine((values, ctx) => {
      for (const [name, field] of Object.entries(fields)) {
        if (shownWhen[name] && !shownWhen[name](values)) continue;
        const result = z.safeParse(field, values[name]);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [name], input: values[name] });
        }
      }
    }),
  ) as unknown as TFormSchema['schema'];
  return { schema, fields, shownWhen };
}

/** The spec's named-field condition: the field holds something truthy and passes its own check. */
export function whenFilledAndValid(name: string, schema: TFieldSchema): TShownWhen {
  return (values) => Boolean(values[name]) && z.safeParse(schema, values[name]).success;
}

/** Whether a field shows: always, unless its condition says otherwise. */
export function isFieldShown(
  form: Pick<TFormSchema, 'shownWhen'>,
  name: string,
  values: TFormValues,
): boolean {
  const shown = form.shownWhen[name];
  return shown === undefined || shown(values);
}

/** The first message of each failing field, in the form's field order ({} when the values pass). */
export function formErrors(form: TFormSchema, values: TFormValues): TFormErrors {
  const result = z.safeParse(form.schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** One schema of several steps' fields, their conditions kept. */
export function joinFormSchemas(forms: readonly TFormSchema[]): TFormSchema {
  return formSchema(
    Object.assign({}, ...forms.map((form) => form.fields)),
    Object.assign({}, ...forms.map((form) => form.shownWhen)),
  );
}
