import { describe, expect, it } from 'vitest';
import { ZCatalogueModelForm } from './catalogue-model.schema';

const valid = {
  manufacturerName: ' Kia ',
  name: 'Sportage',
  slug: 'kia-sportage',
  description: '<p>Room for five.</p>',
  manufacturerBody: 'SUVs',
  body: 'SUV, Wagon, SUV',
  status: 'new',
  imageUrl: '/media/catalogue/sportage.webp',
  accessoriesCount: '12',
  position: '',
};

describe('a catalogue model from the dashboard form', () => {
  it('becomes the row the site reads', () => {
    expect(ZCatalogueModelForm.parse(valid)).toEqual({
      manufacturerName: 'Kia',
      name: 'Sportage',
      slug: 'models/kia-sportage',
      path: 'models/kia-sportage',
      description: '<p>Room for five.</p>',
      manufacturerBody: 'SUVs',
      body: ['SUV', 'Wagon'],
      status: 'new',
      image: { url: '/media/catalogue/sportage.webp', thumb: '/media/catalogue/sportage.webp' },
      accessoriesCount: 12,
      position: 0,
    });
  });

  it('keeps blanks as none', () => {
    const parsed = ZCatalogueModelForm.parse({
      ...valid,
      description: ' ',
      manufacturerBody: '',
      status: '',
      imageUrl: '',
      body: '',
    });
    expect(parsed).toMatchObject({
      description: null,
      manufacturerBody: null,
      status: null,
      body: [],
      image: { url: null, thumb: null },
    });
  });

  it.each([
    ['manufacturerName', '', 'is required'],
    ['name', '', 'is required'],
    ['slug', 'Kia Sportage', 'must be lower-case letters, digits and hyphens, e.g. kia-sportage'],
    ['status', 'sold', 'Choose a status from the list'],
    ['imageUrl', 'javascript:alert(1)', 'must start with /media/ or https://'],
    ['imageUrl', 'http://cdn.example/a.jpg', 'must start with /media/ or https://'],
    ['accessoriesCount', '-1', 'must be a whole number'],
    ['position', '1000', 'is at most 999'],
    ['body', Array.from({ length: 11 }, (_, i) => `B${i}`).join(','), 'are at most 10'],
  ])('refuses %s %j: %s', (field, value, message) => {
    const result = ZCatalogueModelForm.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
