import type { TFormErrors } from '@/domain/forms/types';

/**
 * Marks the fields a server drew (field `x` has the id `${idPrefix}-x`) as their errors say: a field with an error is
 * aria-invalid (a group of radios is not: its legend names it) and described by its error (`…-error`, drawn by
 * FieldError) as well as its hint; a field without one loses both.
 */
export function markInvalidFields(idPrefix: string, names: Iterable<string>, errors: TFormErrors): void {
  for (const name of names) {
    const id = `${idPrefix}-${name}`;
    const field = document.getElementById(id);
    if (!field) continue;
    const invalid = errors[name] !== undefined;
    if (!(field instanceof HTMLFieldSetElement)) {
      if (invalid) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
    const others = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((token) => token && token !== `${id}-error`);
    const described = invalid ? [...others, `${id}-error`] : others;
    if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
    else field.removeAttribute('aria-describedby');
  }
}
