/** A form's values by field name, as the browser or a server action holds them. */
export type TFormValues = Readonly<Record<string, unknown>>;

/** One message per failing field, in the order the fields were checked. */
export type TFormErrors = Readonly<Record<string, string>>;

/**
 * How a field's value is checked once filled in: money (whole dollars, see parseWholeDollars),
 * kilometres (parseKilometres), postcode (4 digits) and rego (normaliseRego) read the text as typed.
 */
export type TFieldKind =
  'text' | 'email' | 'phone' | 'checkbox' | 'money' | 'kilometres' | 'postcode' | 'rego';

/** A conditional field shows when the named field is truthy and error-free, or when the predicate allows. */
export type TShowWhen = { field: string } | ((values: TFormValues) => boolean);

export type TFormField = {
  name: string;
  /** Defaults to 'text'. */
  kind?: TFieldKind;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  showWhen?: TShowWhen;
  /** A choice: the value must be one of these. */
  options?: readonly string[];
  /** Bounds of a money or kilometres field, inclusive; default 0 and no upper bound. */
  min?: number;
  max?: number;
};
