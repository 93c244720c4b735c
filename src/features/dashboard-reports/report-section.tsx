import { BarChart } from '@/ui/chart/bar-chart';
import { formatCents } from '@/domain/reports/format-cents';
import type { TReportTable } from './report-tables';

type TProps = { table: TReportTable; csvHref: string; currency: 'AUD' | 'NZD' };

/** One figure of the report: its heading, its chart (if it has one) beside its data table, and its CSV. */
export function ReportSection({ table, csvHref, currency }: TProps) {
  const headingId = `${table.id}-heading`;
  const format = table.chartFormat === 'money' ? (v: number) => formatCents(v, currency) : undefined;
  // A figure with nothing in the period says so; an empty chart would be a lone axis line.
  const chart = table.chart && table.chart.length > 0 ? table.chart : null;
  return (
    <section aria-labelledby={headingId} className="border-line mb-6 rounded border p-3">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {table.title}
      </h2>
      {table.notInRole ? (
        <p data-testid={`${table.id}-not-in-role`}>{table.notInRole}</p>
      ) : (
        <Figure table={table} chart={chart} format={format} csvHref={csvHref} />
      )}
    </section>
  );
}

type TFigureProps = {
  table: TReportTable;
  chart: TReportTable['chart'] | null;
  format?: (v: number) => string;
  csvHref: string;
};

/** The chart beside its data table, and the table's CSV link. */
function Figure({ table, chart, format, csvHref }: TFigureProps) {
  return (
    <>
      <div className={chart ? 'grid items-start gap-4 md:grid-cols-2' : ''}>
        {chart && <BarChart title={table.title} bars={chart} format={format} />}
        {table.rows.length === 0 ? (
          <p>None in this report.</p>
        ) : (
          // A box of its own that scrolls sideways on a phone; focusable, so a keyboard can scroll it too.
          <div className="overflow-x-auto" role="region" aria-label={`${table.title}, table`} tabIndex={0}>
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead>
                <tr className="border-line border-b">
                  {table.columns.map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i} className="border-line border-b">
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row" className="px-2 py-2 font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={j} className="px-2 py-2">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <p className="mt-2">
        <a href={csvHref} download className="text-primary underline">
          Download “{table.title}” as CSV
        </a>
      </p>
    </>
  );
}
