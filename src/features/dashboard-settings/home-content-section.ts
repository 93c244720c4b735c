import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';
import type { TContentImage, THomeContent } from '@/domain/content/home-content';
import { ZHomeContentSettings } from '@/domain/site/home-content-settings.schema';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { getDb } from '@/server/db/db';
import type { TRowSources } from '@/ui/form/form-errors';
import { keptRows, orderedRows } from './list-rows';
import type { TFormValues, TSettingsSection } from './section.types';

const IMAGE_FIELDS = ['url', 'width', 'height', 'alt'] as const;
const wholeOrText = (text: string): number | string => (/^\d{1,5}$/.test(text) ? Number(text) : text);
const sub = (node: TNestedFormValues, key: string) => (typeof node[key] === 'object' ? node[key] : undefined);

function imageOf(node: TNestedFormValues, optional: boolean) {
  const image = sub(node, 'image');
  const text = (f: string) => formText(image, f);
  if (optional && IMAGE_FIELDS.every((f) => text(f) === '')) return null;
  return {
    url: text('url'),
    width: wholeOrText(text('width')),
    height: wholeOrText(text('height')),
    alt: text('alt'),
  };
}

function decodeHome(form: TNestedFormValues) {
  const slides = orderedRows(form.slides, ['title', 'href']);
  const blocks = orderedRows(form.blocks, ['title', 'body']);
  const buttonRows = blocks.map((b) => keptRows(sub(b.node, 'buttons'), ['label', 'href']));
  return {
    candidate: {
      slides: slides.map(({ node }) => ({
        title: formText(node, 'title'),
        href: formText(node, 'href'),
        image: imageOf(node, false),
      })),
      blocks: blocks.map(({ node }, i) => ({
        title: formText(node, 'title'),
        body: typeof node.body === 'string' ? node.body : '',
        image: imageOf(node, true),
        buttons: buttonRows[i]!.map((r) => ({
          label: formText(r.node, 'label'),
          href: formText(r.node, 'href'),
        })),
      })),
    },
    sources: {
      slides: slides.map((r) => ({ key: r.key, nested: {} })),
      blocks: blocks.map((r, i) => ({
        key: r.key,
        nested: { buttons: buttonRows[i]!.map((b) => ({ key: b.key, nested: {} })) } as TRowSources,
      })),
    },
  };
}

function imageValues(values: TFormValues, prefix: string, image: TContentImage | null) {
  if (!image) return;
  values[`${prefix}.image.url`] = image.url;
  values[`${prefix}.image.width`] = String(image.width);
  values[`${prefix}.image.height`] = String(image.height);
  values[`${prefix}.image.alt`] = image.alt;
}

/** The saved slides and blocks as form rows, numbered from 1. */
export function homeContentValues(content: THomeContent): TFormValues {
  const values: TFormValues = {};
  content.slides.forEach((s, i) => {
    values[`slides.${i}.position`] = String(i + 1);
    values[`slides.${i}.title`] = s.title;
    values[`slides.${i}.href`] = s.href;
    imageValues(values, `slides.${i}`, s.image);
  });
  content.blocks.forEach((b, i) => {
    values[`blocks.${i}.position`] = String(i + 1);
    values[`blocks.${i}.title`] = b.title;
    values[`blocks.${i}.body`] = b.body;
    imageValues(values, `blocks.${i}`, b.image);
    b.buttons.forEach((button, j) => {
      values[`blocks.${i}.buttons.${j}.label`] = button.label;
      values[`blocks.${i}.buttons.${j}.href`] = button.href;
    });
  });
  return values;
}

/** The home page's slider (title, picture, where Discover More leads) and its content blocks, in order. */
export const homeContentSection: TSettingsSection<typeof ZHomeContentSettings> = {
  key: 'home',
  title: 'Home page',
  schema: ZHomeContentSettings,
  values: () => ({}),
  loadValues: async (site) => homeContentValues(await findHomeContent(await getDb(), site.id)),
  decode: decodeHome,
};
