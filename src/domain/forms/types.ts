/** A form's values by field name, as the browser or a server action holds them. */
export type TFormValues = Readonly<Record<string, unknown>>;

/** One message per failing field, in the order the fields were checked. */
export type TFormErrors = Readonly<Record<string, string>>;

export type TFieldKind = 'text' | 'email' | 'phone' | 'checkbox';

/** A conditional field shows when the named field is truthy and error-free, or when the predicate allows. */
export type TShowWhen = { field: string } | ((values: TFormValues) => boolean);

export type TFormField = {
  name: string;
  /** Defaults to 'text'. */
  kind?: TFieldKind;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  showWhen?: TShowWhen;
};
