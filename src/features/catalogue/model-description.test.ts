import { describe, expect, it } from 'vitest';
import { modelDescriptionHtml } from './model-description';

describe('modelDescriptionHtml', () => {
  it('drops <script> and its content', () => {
    const html = modelDescriptionHtml('<p>Tough ute</p><script>alert(1)</script>');
    expect(html).toBe('<p>Tough ute</p>');
  });

  it('drops onerror= and other event handlers, keeping harmless markup', () => {
    const html = modelDescriptionHtml(
      '<p onclick="x()">Hi <img src=x onerror="alert(1)"><b onmouseover=steal()>there</b></p>',
    );
    expect(html).toBe('<p>Hi <b>there</b></p>');
    expect(html).not.toMatch(/onerror|onclick|onmouseover|<img/i);
  });

  it('removes javascript: links but keeps https links with rel', () => {
    expect(modelDescriptionHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(modelDescriptionHtml('<a href="https://toyota.com.au">site</a>')).toBe(
      '<a href="https://toyota.com.au" rel="noopener">site</a>',
    );
  });

  it('escapes plain text and keeps its line breaks', () => {
    expect(modelDescriptionHtml('Seats 7\nAWD & hybrid')).toBe('Seats 7<br>AWD &amp; hybrid');
  });

  it.each([[null], [''], ['   ']])('returns null for an empty description (%j)', (value) => {
    expect(modelDescriptionHtml(value)).toBeNull();
  });
});
