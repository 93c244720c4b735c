/* eslint-disable @next/next/no-img-element -- the dashboard shows the site's own files as they are served */
import type { TContentImage, THomeContent } from '@/domain/content/home-content';
import { TextField } from '@/ui/form/text-field';
import { draftField, draftLabel } from '@/ui/form/draft-field';
import { SettingsPanel } from './settings-panel';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';
const FIELD = /^(slides|blocks)\.\d{1,2}\.picture$/;

/** A refused picture's message at the file field it came from (`?error=…&field=slides.0.picture`); none else. */
export function homePictureErrors(
  code: unknown,
  field: unknown,
  message: string | null,
): Record<string, string> {
  const ours = typeof code === 'string' && code.startsWith('picture_') && code !== 'picture_too_large';
  return ours && message && typeof field === 'string' && FIELD.test(field) ? { [field]: message } : {};
}

type TRow = { target: string; heading: string; title: string; image: TContentImage | null; hint: string };

function PictureForm({ slug, row, errors }: { slug: string; row: TRow; errors: Record<string, string> }) {
  const f = { values: { [`${row.target}.pictureAlt`]: row.image?.alt ?? '' }, errors };
  const shown = row.image?.url ?? '';
  return (
    <li className="border-line flex flex-col gap-2 rounded border p-3">
      <h3 className="font-medium">
        {row.heading}: {row.title}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Picture now:{' '}
        {!row.image
          ? 'none'
          : shown.startsWith('/media/') && (
              <img
                src={shown}
                alt={row.image.alt}
                width={120}
                height={60}
                loading="lazy"
                className="object-cover"
              />
            )}
        {row.image && !shown.startsWith('/media/') && <span className="break-all">{shown}</span>}
      </p>
      <form
        method="post"
        action={`/settings/${encodeURIComponent(slug)}/home-picture`}
        encType="multipart/form-data"
        noValidate
        className="grid items-end gap-2 md:grid-cols-[1fr_1fr_auto]"
      >
        <input type="hidden" name="target" value={row.target} />
        <input type="hidden" name="shown" value={shown} />
        <TextField
          {...draftLabel(f, `${row.target}.picture`, 'New picture')}
          type="file"
          accept={ACCEPT}
          hint={row.hint}
        />
        <TextField
          {...draftField(f, `${row.target}.pictureAlt`, 'Alt text')}
          hint="What it shows; empty if decorative"
        />
        <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
          Upload {row.heading.toLowerCase()} picture
        </button>
      </form>
    </li>
  );
}

const SLIDE_HINT = 'PNG, JPEG, WebP or AVIF, up to 10 MB; a wide one, kept within 2400×1200.';
const BLOCK_HINT = 'PNG, JPEG, WebP or AVIF, up to 10 MB; cut to 3:2, 1200×800.';

/**
 * An upload form per saved slide and block (plain file inputs: they work without JavaScript): the file is checked
 * by its content on the server, resized to the home page's frame and replaces that picture. The address fields
 * of the form below still take a picture by address.
 */
export function HomePicturesForm({
  slug,
  content,
  errors,
}: {
  slug: string;
  content: THomeContent;
  errors: Record<string, string>;
}) {
  const rows: TRow[] = [
    ...content.slides.map((s, i) => ({
      target: `slides.${i}`,
      heading: `Slide ${i + 1}`,
      title: s.title,
      image: s.image,
      hint: SLIDE_HINT,
    })),
    ...content.blocks.map((b, i) => ({
      target: `blocks.${i}`,
      heading: `Block ${i + 1}`,
      title: b.title,
      image: b.image,
      hint: BLOCK_HINT,
    })),
  ];
  return (
    <SettingsPanel id="pictures" title="Upload pictures">
      {rows.length === 0 ? (
        <p className="text-sm">Save a slide or block first, then upload its picture here.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <PictureForm key={row.target} slug={slug} row={row} errors={errors} />
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
