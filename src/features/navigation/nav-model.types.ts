/** A models mega menu entry: a make and its models, built on the server from the catalogue. */
export type TMegaModelGroup = { make: string; models: { label: string; href: string }[] };
