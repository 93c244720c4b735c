/** A form's messages in the order of its fields (`names`), so the summary reads down the form; others last. */
export function inFormOrder(
  errors: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  const ordered = [...Object.keys(errors)].sort((a, b) => rank(names, a) - rank(names, b));
  return Object.fromEntries(ordered.map((name) => [name, errors[name]!]));
}

function rank(names: readonly string[], name: string): number {
  const i = names.indexOf(name);
  return i === -1 ? names.length : i;
}
