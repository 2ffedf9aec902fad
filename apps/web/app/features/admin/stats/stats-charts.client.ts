// The chart library, as little of it as the statistics draw (ADR 076): ECharts' core with line and bar charts, a
// grid, legend and tooltip, painted on a canvas. Imported only by the statistics page, and only in the browser.
import * as echarts from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Draws a chart into its box; the caller disposes of it when the box goes. */
export function drawChart(box: HTMLElement, option: EChartsCoreOption): EChartsType {
  const chart = echarts.init(box, null, { renderer: 'canvas' });
  chart.setOption(option);
  return chart;
}
