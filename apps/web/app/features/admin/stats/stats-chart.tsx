import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

/**
 * A chart of the statistics: an image to assistive technology, named by `label` (the same figures are in the table
 * beside it). The chart library is fetched on the first draw in the browser, so the server renders only the box and
 * the console's other pages never load it.
 */
export function StatsChart({ label, option }: { label: string; option: EChartsCoreOption }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let gone = false;
    let chart: { resize(): void; dispose(): void } | undefined;
    const resize = () => chart?.resize();
    void import('./stats-charts.client').then(({ drawChart }) => {
      if (!gone && box.current) chart = drawChart(box.current, option);
    });
    window.addEventListener('resize', resize);
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={label} className="yz-stats-chart" data-testid="stats-chart" />;
}
