import { describe, expect, it } from 'vitest';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import type { THomeContent } from '@/domain/content/home-content';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { fieldErrors } from '@/ui/form/form-errors';
import { homeContentSection, homeContentValues } from './home-content-section';

const CONTENT: THomeContent = {
  slides: [
    {
      title: 'Spring sale',
      href: '/special-offers',
      image: { url: '/media/a.webp', width: 1600, height: 600, alt: '' },
    },
    {
      title: 'Service',
      href: '/service',
      image: { url: '/media/b.webp', width: 1600, height: 600, alt: 'A workshop' },
    },
  ],
  blocks: [
    {
      title: 'Why us',
      body: '<p>Family owned</p>',
      image: null,
      buttons: [{ label: 'Contact', href: '/contact' }],
    },
  ],
};

const read = (values: Record<string, string>) => {
  const decoded = homeContentSection.decode(nestFormValues(Object.entries(values)), {} as TEditableSite);
  const parsed = homeContentSection.schema.safeParse(decoded.candidate);
  return { parsed, errors: parsed.success ? {} : fieldErrors(parsed.error, decoded) };
};

describe('the home page form', () => {
  it('reads the saved slides and blocks back unchanged', () => {
    expect(read(homeContentValues(CONTENT)).parsed.data).toEqual(CONTENT);
  });

  it('reorders by position, and names a bad size and a bad button link at the rows typed in', () => {
    const values = {
      ...homeContentValues(CONTENT),
      'slides.0.position': '3',
      'slides.1.image.width': 'wide',
    };
    expect(read(values).errors).toEqual({ 'slides.1.image.width': 'is a whole number of pixels' });
    const swapped = read({ ...homeContentValues(CONTENT), 'slides.0.position': '3' }).parsed.data!;
    expect(swapped.slides.map((s) => s.title)).toEqual(['Service', 'Spring sale']);
    expect(
      read({
        ...homeContentValues(CONTENT),
        'blocks.0.buttons.2.label': 'Go',
        'blocks.0.buttons.2.href': 'javascript:x',
      }).errors,
    ).toEqual({
      'blocks.0.buttons.2.href': 'is a path on the site such as /service or an https:// address',
    });
  });

  it('gives a block without an image null, and a block row without a body an empty text', () => {
    const { parsed } = read({ 'blocks.0.title': 'Only a title' });
    expect(parsed.data!.blocks).toEqual([{ title: 'Only a title', body: '', image: null, buttons: [] }]);
    expect(homeContentSection.values({} as TEditableSite)).toEqual({});
  });
});
