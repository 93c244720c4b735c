import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it.each([
    ['name', 'Name'],
    ['colorPrimaryContrast', 'Text on primary'],
    ['header', 'Header menu'],
    ['header.3.children.1.href', 'Header item 4, dropdown link 2: Link'],
    ['footerColumns.0.items', 'Footer column 1: Links'],
    ['rows.2', 'Row 3'],
    ['weekdays.1.close', 'Monday: Closes'],
    ['holidays.0.date', 'Holiday 1: Date'],
    ['slides.1.image.url', 'Slide 2: Image address'],
    ['slides.0.picture', 'Slide 1: New picture'],
    ['blocks.2.pictureAlt', 'Block 3: Alt text'],
    ['blocks.0.buttons.2.href', 'Block 1, button 3: Link'],
    ['weekdays.9.open', 'weekdays: Opens'],
    ['', ''],
    ['odd.0.thing', 'odd 1: thing'],
    ['financeRates.comparisonRate', 'Comparison rate (% p.a.)'],
  ])('%s is "%s"', (name, label) => expect(fieldLabel(name)).toBe(label));
});
