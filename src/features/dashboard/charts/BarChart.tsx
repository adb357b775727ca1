import { BarChart as Chartist } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import './chart-theme.css';

export type ChartTone = 'primary' | 'muted' | 'success' | 'warning' | 'danger' | 'info';

export interface ChartSeries {
  name: string;
  values: number[];
  tone: ChartTone;
}

export interface BarChartProps {
  labels: string[];
  series: ChartSeries[];
  /** Bars along the category axis (false) or growing from the side (true, for long category names). */
  horizontal?: boolean;
  /** Right-to-left: the drawing is mirrored (first category and value axis on the right), labels stay readable. */
  rtl: boolean;
  /** Value axis labels. */
  formatValue: (value: number) => string;
  height: number;
}

/** Chartist draws through SVG layout (getBBox); without it (no rendering engine) only the text alternative shows. */
const canDraw = typeof SVGGraphicsElement !== 'undefined' && 'getBBox' in SVGGraphicsElement.prototype;

/**
 * A bar chart drawn by chartist, in its own lazily loaded chunk (with chartist and its CSS). Decorative for
 * assistive technologies: the caller renders the numbers as a table (ChartCard).
 */
export default function BarChart({
  labels,
  series,
  horizontal = false,
  rtl,
  formatValue,
  height,
}: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !canDraw) return undefined;
    const valueAxis = {
      onlyInteger: true,
      labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
      offset: horizontal ? 24 : 56,
    };
    const categoryAxis = { showGrid: false, offset: horizontal ? 112 : 28 };
    const chart = new Chartist(
      element,
      {
        labels,
        series: series.map((item) => ({
          name: item.name,
          data: item.values,
          className: `ct-tone-${item.tone}`,
        })),
      },
      {
        height: `${height}px`,
        horizontalBars: horizontal,
        // Horizontal bars are drawn bottom-up: reversed, the first category reads at the top.
        reverseData: horizontal,
        seriesBarDistance: series.length > 1 ? (horizontal ? 15 : 13) : 0,
        chartPadding: { top: 12, right: 16, bottom: 4, left: 4 },
        axisX: horizontal ? { ...valueAxis, offset: 24 } : categoryAxis,
        axisY: horizontal ? categoryAxis : valueAxis,
      },
    );
    // Chartist redraws on window resizes only; the card also changes width with the side menu and the grid.
    let width = element.clientWidth;
    const resized = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      chart.update();
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.detach();
    };
  }, [labels, series, horizontal, formatValue, height]);

  return (
    <div
      ref={container}
      dir="ltr"
      aria-hidden="true"
      className={`ct-portal w-full min-w-0 overflow-hidden ${rtl ? 'ct-portal--rtl' : ''}`}
      style={{ minHeight: height }}
    />
  );
}
