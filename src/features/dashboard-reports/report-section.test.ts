import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportSection } from './report-section';

const table = (rows: string[][]) => ({
  id: 'by-source',
  title: 'Leads by source',
  columns: ['Source', 'Leads'],
  rows,
  chart: rows.map(([label, count]) => ({ label: label!, value: Number(count) })),
});

const render = (t: ReturnType<typeof table>) =>
  renderToStaticMarkup(createElement(ReportSection, { table: t, csvHref: '/x.csv', currency: 'AUD' }));

describe('ReportSection', () => {
  it('draws no chart for a figure with nothing in the period, and says so', () => {
    const html = render(table([]));
    expect(html).toContain('None in this report.');
    expect(html).not.toContain('<svg');
  });

  it('draws the chart beside the table when there are rows', () => {
    const html = render(table([['Website', '3']]));
    expect(html).toContain('<svg');
    expect(html).toContain('Website');
  });

  it('says the figure is not in the person’s role instead of a table of zeros, with no CSV to download', () => {
    const html = render({ ...table([]), notInRole: 'Your role does not include reservations.' } as never);
    expect(html).toContain('Your role does not include reservations.');
    expect(html).not.toContain('None in this report.');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('CSV');
  });
});
