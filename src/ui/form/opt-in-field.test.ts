import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { OptInField } from './opt-in-field';

const render = (defaultChecked: boolean) =>
  renderToStaticMarkup(createElement(OptInField, { id: 'enquiry-opt-in', defaultChecked }));

describe('OptInField', () => {
  it('is the opt_in checkbox, unticked unless the visitor ticked it (ADR 0008)', () => {
    expect(render(false)).toMatch(/<input id="enquiry-opt-in" type="checkbox"[^>]* name="opt_in"\/>/);
    expect(render(true)).toMatch(
      /<input id="enquiry-opt-in" type="checkbox"[^>]* name="opt_in" checked=""\/>/,
    );
  });

  it('is labelled with exactly the wording the consent record stores', () => {
    expect(render(false)).toContain(`<label for="enquiry-opt-in" class="text-sm">${OPT_IN_WORDING}</label>`);
  });
});
