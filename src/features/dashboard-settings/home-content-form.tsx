import { MAX_BLOCK_BUTTONS } from '@/domain/content/home-content';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, type TFieldState } from '@/ui/form/draft-field';
import { ListError } from './list-error';
import { rowCount } from './row-count';

function ImageFields({ f, prefix, optional }: { f: TFieldState; prefix: string; optional: boolean }) {
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_6rem_6rem_1fr]">
      <TextField
        {...draftField(f, `${prefix}.image.url`, 'Image address')}
        hint={
          optional
            ? '/media/… or https://, or upload one above; empty for none'
            : '/media/… or https://, or upload one above'
        }
      />
      <TextField {...draftField(f, `${prefix}.image.width`, 'Width')} type="number" hint="pixels" />
      <TextField {...draftField(f, `${prefix}.image.height`, 'Height')} type="number" hint="pixels" />
      <TextField
        {...draftField(f, `${prefix}.image.alt`, 'Alt text')}
        hint="What it shows; empty if decorative"
      />
    </div>
  );
}

/**
 * The home page's slides (title, where 'Discover More' leads, picture) and content blocks (title, text or HTML,
 * which the site sanitises, an optional picture, up to three buttons), each ordered by its position.
 */
export function HomeContentForm({ f }: { f: TFieldState }) {
  const slides = rowCount(f.values, 'slides', 1);
  const blocks = rowCount(f.values, 'blocks', 1);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="slides-title" className="flex flex-col gap-3">
        <h2 id="slides-title" className="text-lg font-bold">
          Slides
        </h2>
        <ListError f={f} name="slides" label="Slides" />
        {Array.from({ length: slides }, (_, i) => (
          <fieldset key={i} className="border-line flex flex-col gap-3 rounded border p-3">
            <legend className="px-1 font-medium">Slide {i + 1}</legend>
            <div className="grid items-start gap-2 sm:grid-cols-[5rem_1fr_1fr_auto]">
              <TextField {...draftField(f, `slides.${i}.position`, 'Position')} type="number" />
              <TextField {...draftField(f, `slides.${i}.title`, 'Title')} />
              <TextField {...draftField(f, `slides.${i}.href`, 'Link')} hint="Where Discover More leads" />
              <div className="sm:pt-7">
                <CheckboxField {...draftCheckbox(f, `slides.${i}.remove`, 'Remove')} />
              </div>
            </div>
            <ImageFields f={f} prefix={`slides.${i}`} optional={false} />
          </fieldset>
        ))}
      </section>
      <section aria-labelledby="blocks-title" className="flex flex-col gap-3">
        <h2 id="blocks-title" className="text-lg font-bold">
          Content blocks
        </h2>
        <ListError f={f} name="blocks" label="Content blocks" />
        {Array.from({ length: blocks }, (_, i) => (
          <fieldset key={i} className="border-line flex flex-col gap-3 rounded border p-3">
            <legend className="px-1 font-medium">Block {i + 1}</legend>
            <div className="grid items-start gap-2 sm:grid-cols-[5rem_1fr_auto]">
              <TextField {...draftField(f, `blocks.${i}.position`, 'Position')} type="number" />
              <TextField {...draftField(f, `blocks.${i}.title`, 'Title')} />
              <div className="sm:pt-7">
                <CheckboxField {...draftCheckbox(f, `blocks.${i}.remove`, 'Remove')} />
              </div>
            </div>
            <TextField
              {...draftField(f, `blocks.${i}.body`, 'Text')}
              multiline
              hint="Plain text (line breaks kept) or HTML; scripts, styles and unknown tags are removed when shown."
              rows={5}
            />
            <ImageFields f={f} prefix={`blocks.${i}`} optional />
            <div className="grid gap-2 sm:grid-cols-3">
              {Array.from({ length: MAX_BLOCK_BUTTONS }, (_, j) => (
                <fieldset key={j} className="flex flex-col gap-2">
                  <legend className="text-sm font-medium">Button {j + 1}</legend>
                  <TextField {...draftField(f, `blocks.${i}.buttons.${j}.label`, 'Label')} />
                  <TextField {...draftField(f, `blocks.${i}.buttons.${j}.href`, 'Link')} />
                </fieldset>
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </div>
  );
}
