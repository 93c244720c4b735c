import type { z } from 'zod';
import type { TNestedFormValues } from '@/domain/forms/nest-form-values';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import type { TDecoded } from '@/ui/form/form-errors';

/** A form's fields by name, as text (what the inputs show). */
export type TFormValues = Record<string, string>;

/** One settings page: its schema (the site's own), the saved values as form fields, and the form read back. */
export type TSettingsSection<TSchema extends z.ZodType = z.ZodType> = {
  key: string;
  title: string;
  schema: TSchema;
  /** Field names holding secrets: never put in a draft, never shown back. */
  secretFields?: RegExp;
  values: (site: TEditableSite) => TFormValues;
  /** Values kept outside the website row (the home content's own table): read instead of `values`. */
  loadValues?: (site: TEditableSite) => Promise<TFormValues>;
  decode: (form: TNestedFormValues, site: TEditableSite) => TDecoded;
};
