import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';
import { ZNavigation, type TNavigation } from '@/domain/site/navigation.schema';
import type { TRowSources } from '@/ui/form/form-errors';
import { orderedRows } from './list-rows';
import type { TFormValues, TSettingsSection } from './section.types';

/** Empty rows the form offers after the saved ones: a new header item, dropdown link, column or column link. */
export const SPARE_ROWS = 2;

const listOf = (node: TNestedFormValues, key: string) =>
  typeof node[key] === 'string' ? undefined : node[key];

function links(list: TNestedFormValues[string] | undefined, into: 'children' | 'items') {
  const rows = orderedRows(list, ['label', 'href']);
  return {
    value: rows.map((r) => ({ label: formText(r.node, 'label'), href: formText(r.node, 'href') })),
    sources: { [into]: rows.map((r) => ({ key: r.key, nested: {} })) } as TRowSources,
  };
}

function decodeNavigation(form: TNestedFormValues) {
  const header = orderedRows(form.header, ['label', 'href']).map((r) => {
    const children = links(listOf(r.node, 'children'), 'children');
    const href = formText(r.node, 'href');
    const kind = formText(r.node, 'kind');
    return {
      value: {
        label: formText(r.node, 'label'),
        ...(href ? { href } : {}),
        ...(kind && kind !== 'link' ? { kind } : {}),
        ...(children.value.length ? { children: children.value } : {}),
      },
      source: { key: r.key, nested: children.sources },
    };
  });
  const columns = orderedRows(form.footerColumns, ['title']).map((r) => {
    const items = links(listOf(r.node, 'items'), 'items');
    return {
      value: { title: formText(r.node, 'title'), items: items.value },
      source: { key: r.key, nested: items.sources },
    };
  });
  return {
    candidate: { header: header.map((h) => h.value), footerColumns: columns.map((c) => c.value) },
    sources: { header: header.map((h) => h.source), footerColumns: columns.map((c) => c.source) },
  };
}

function navigationValues(navigation: TNavigation | null): TFormValues {
  const values: TFormValues = {};
  (navigation?.header ?? []).forEach((item, i) => {
    values[`header.${i}.position`] = String(i + 1);
    values[`header.${i}.label`] = item.label;
    values[`header.${i}.href`] = item.href ?? '';
    values[`header.${i}.kind`] = item.kind ?? 'link';
    (item.children ?? []).forEach((child, j) => {
      values[`header.${i}.children.${j}.position`] = String(j + 1);
      values[`header.${i}.children.${j}.label`] = child.label;
      values[`header.${i}.children.${j}.href`] = child.href;
    });
  });
  (navigation?.footerColumns ?? []).forEach((column, i) => {
    values[`footerColumns.${i}.position`] = String(i + 1);
    values[`footerColumns.${i}.title`] = column.title;
    column.items.forEach((item, j) => {
      values[`footerColumns.${i}.items.${j}.position`] = String(j + 1);
      values[`footerColumns.${i}.items.${j}.label`] = item.label;
      values[`footerColumns.${i}.items.${j}.href`] = item.href;
    });
  });
  return values;
}

/** The header menu (links, dropdowns, mega menus, a button) and the footer's columns, in the order chosen. */
export const navigationSection: TSettingsSection<typeof ZNavigation> = {
  key: 'navigation',
  title: 'Menus',
  schema: ZNavigation,
  values: (site) => navigationValues(site.navigation),
  decode: decodeNavigation,
};
