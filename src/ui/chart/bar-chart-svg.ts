import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, SVGRenderer]);

export type TBar = { label: string; value: number };

const WIDTH = 480;
const ROW_PX = 32;

/**
 * A horizontal bar chart as an SVG document, drawn on the server by ECharts (its SSR mode: no script reaches the
 * browser). Colours are the theme's CSS variables; ECharts escapes the labels it writes.
 */
export function barChartSvg(bars: readonly TBar[], format: (value: number) => string = String): string {
  const height = Math.max(1, bars.length) * ROW_PX + 40;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  try {
    const ink = 'var(--color-ink)';
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
      xAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: ink, formatter: (v: number) => format(v) },
        splitLine: { lineStyle: { color: 'var(--color-line)' } },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: bars.map((b) => b.label),
        axisLabel: { color: ink, width: 160, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          silent: true,
          emphasis: { disabled: true },
          data: bars.map((b) => b.value),
          itemStyle: { color: 'var(--color-primary)' },
          label: {
            show: true,
            position: 'right',
            color: ink,
            formatter: ({ value }: { value: number }) => format(value),
          },
        },
      ],
    });
    return chart.renderToSVGString({ useViewBox: true });
  } finally {
    chart.dispose();
  }
}
