import { NAVIGATION_HEADER_REQUIRED } from '@/domain/site/navigation.schema';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { ListError } from './list-error';
import { SPARE_ROWS } from './navigation-section';
import { rowCount } from './row-count';

const KINDS = [
  { value: 'link', label: 'Link or dropdown' },
  { value: 'button', label: 'Button' },
  { value: 'models-mega', label: 'Models menu' },
  { value: 'brands-mega', label: 'Brands menu' },
];

function LinkRows({ f, prefix, title }: { f: TFieldState; prefix: string; title: string }) {
  const rows = rowCount(f.values, prefix, SPARE_ROWS);
  return (
    <fieldset className="border-line flex flex-col gap-2 rounded border p-2">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <ListError f={f} name={prefix} label={title} />
      {Array.from({ length: rows }, (_, j) => (
        <div key={j} className="grid items-end gap-2 sm:grid-cols-[5rem_1fr_1fr_auto]">
          <TextField {...draftField(f, `${prefix}.${j}.position`, 'Position')} type="number" />
          <TextField {...draftField(f, `${prefix}.${j}.label`, 'Label')} />
          <TextField {...draftField(f, `${prefix}.${j}.href`, 'Link')} hint="/path or https://" />
          <CheckboxField {...draftCheckbox(f, `${prefix}.${j}.remove`, 'Remove')} />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The header menu and the footer's columns as plain rows: positions order them, empty rows add, Remove drops.
 * A header item with links under it is a dropdown. A header left empty is refused: the site could not run.
 */
export function NavigationForm({ f }: { f: TFieldState }) {
  const headerRows = rowCount(f.values, 'header', SPARE_ROWS);
  const columnRows = rowCount(f.values, 'footerColumns', 1);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="header-menu-title" className="flex flex-col gap-3">
        <h2 id="header-menu-title" className="text-lg font-bold">
          Header menu
        </h2>
        <p className="text-ink-muted text-sm">
          The header {NAVIGATION_HEADER_REQUIRED}. Items show in order of position.
        </p>
        <ListError f={f} name="header" label="Header menu" />
        {Array.from({ length: headerRows }, (_, i) => (
          <fieldset key={i} className="border-line flex flex-col gap-3 rounded border p-3">
            <legend className="px-1 font-medium">Header item {i + 1}</legend>
            <div className="grid items-end gap-2 sm:grid-cols-[5rem_1fr_1fr_12rem_auto]">
              <TextField {...draftField(f, `header.${i}.position`, 'Position')} type="number" />
              <TextField {...draftField(f, `header.${i}.label`, 'Label')} />
              <TextField {...draftField(f, `header.${i}.href`, 'Link')} hint="Empty for a dropdown" />
              <SelectField {...draftField(f, `header.${i}.kind`, 'Kind')} options={KINDS} chooseOne={false} />
              <CheckboxField {...draftCheckbox(f, `header.${i}.remove`, 'Remove')} />
            </div>
            <LinkRows f={f} prefix={`header.${i}.children`} title={`Dropdown links of item ${i + 1}`} />
          </fieldset>
        ))}
      </section>
      <section aria-labelledby="footer-menu-title" className="flex flex-col gap-3">
        <h2 id="footer-menu-title" className="text-lg font-bold">
          Footer columns
        </h2>
        <ListError f={f} name="footerColumns" label="Footer columns" />
        {Array.from({ length: columnRows }, (_, i) => (
          <fieldset key={i} className="border-line flex flex-col gap-3 rounded border p-3">
            <legend className="px-1 font-medium">Footer column {i + 1}</legend>
            <div className="grid items-end gap-2 sm:grid-cols-[5rem_1fr_auto]">
              <TextField {...draftField(f, `footerColumns.${i}.position`, 'Position')} type="number" />
              <TextField {...draftField(f, `footerColumns.${i}.title`, 'Title')} />
              <CheckboxField {...draftCheckbox(f, `footerColumns.${i}.remove`, 'Remove')} />
            </div>
            <LinkRows f={f} prefix={`footerColumns.${i}.items`} title={`Links of column ${i + 1}`} />
          </fieldset>
        ))}
      </section>
    </div>
  );
}
