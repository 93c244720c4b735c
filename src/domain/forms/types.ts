/** A form's values by field name, as the browser or a server action holds them. */
export type TFormValues = Readonly<Record<string, unknown>>;

/** One message per failing field, in the form's field order. */
export type TFormErrors = Readonly<Record<string, string>>;
