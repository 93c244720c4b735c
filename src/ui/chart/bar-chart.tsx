import { barChartSvg, type TBar } from './bar-chart-svg';

type TProps = {
  /** What the chart shows; screen readers hear it, and are told the figures are in the table beside it. */
  title: string;
  bars: readonly TBar[];
  format?: (value: number) => string;
};

/**
 * A bar chart drawn on the server (ECharts' SVG, no script in the browser). Screen readers read it as one image
 * named by its title: the figures themselves are in the data table beside it.
 */
export function BarChart({ title, bars, format }: TProps) {
  return (
    <div
      role="img"
      aria-label={`${title} (bar chart; the same figures are in the table)`}
      className="[&_svg]:h-auto [&_svg]:max-w-full"
      // The SVG is ECharts' own output from our figures: it escapes every label it writes.
      dangerouslySetInnerHTML={{ __html: barChartSvg(bars, format) }}
    />
  );
}
