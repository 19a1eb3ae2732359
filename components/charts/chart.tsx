// A thin uPlot wrapper for the options page (never the popup: uPlot stays out of that bundle). uPlot itself loads
// when a chart is first drawn, so the options page does not carry it until a report with a chart is open.
// The container is role="img" with the chart's name; a text summary describes it. Where there is no 2D canvas
// (tests in happy-dom, a locked-down browser) the container stays and says that the table holds the figures.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type uPlot from 'uplot';
import { t } from '../../lib/core/i18n';
import 'uplot/dist/uPlot.min.css';
import './chart.css';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;
type UPlot = typeof uPlot;

let library: Promise<UPlot> | undefined;
function loadUPlot(): Promise<UPlot> {
  library ??= import('uplot').then((m) => m.default);
  // A failed load (the extension updated under an open page) is tried again by the next chart.
  library.catch(() => {
    library = undefined;
  });
  return library;
}

interface Props {
  /** The accessible name, e.g. "Earnings chart" (UI contract). */
  label: string;
  /** What the chart shows, in words; tied to the chart with aria-describedby. */
  summary: string;
  /**
   * Keep these stable (useMemo): the chart is rebuilt when `options` or `data` change. A function is given the uPlot
   * library once it has loaded (for its path builders).
   */
  options: ChartOptions | ((lib: UPlot) => ChartOptions);
  data: uPlot.AlignedData;
  height?: number;
}

function canvasAvailable(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

const FALLBACK_WIDTH = 640;

/** Canvas cannot read CSS variables: give axes the page's text and border colours (light or dark theme). */
function themed(options: ChartOptions): ChartOptions {
  const css = getComputedStyle(document.documentElement);
  const fg = css.getPropertyValue('--fg').trim() || '#1d2327';
  const line = css.getPropertyValue('--border').trim() || '#d5dadd';
  const axes = options.axes?.map((axis) => ({
    stroke: fg,
    grid: { stroke: line, width: 1 },
    ticks: { stroke: line, width: 1 },
    ...axis,
  }));
  return axes ? { ...options, axes } : options;
}

/**
 * uPlot's legend shows the values under the cursor and "—" when there is none: show the latest point's values
 * instead while the cursor is off the chart.
 */
function withRestingLegend(options: ChartOptions, data: uPlot.AlignedData): ChartOptions {
  const last = data[0].length - 1;
  if (last < 0) return options;
  const rest = (u: uPlot) => {
    if (u.cursor.idx == null) u.setLegend({ idx: last }, false);
  };
  const hooks = options.hooks ?? {};
  return {
    ...options,
    hooks: { ...hooks, ready: [...(hooks.ready ?? []), rest], setCursor: [...(hooks.setCursor ?? []), rest] },
  };
}

export function Chart({ label, summary, options, data, height = 260 }: Props) {
  const summaryId = useId();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    if (!canvasAvailable()) {
      setFailed(true);
      return;
    }
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let live = true;
    loadUPlot().then(
      (UPlot) => {
        if (!live) return;
        try {
          const width = el.clientWidth || FALLBACK_WIDTH;
          const chosen = typeof options === 'function' ? options(UPlot) : options;
          plot = new UPlot({ ...withRestingLegend(themed(chosen), data), width, height }, data, el);
          setFailed(false);
        } catch {
          setFailed(true);
          return;
        }
        resize =
          typeof ResizeObserver === 'function'
            ? new ResizeObserver(() => {
                if (plot && el.clientWidth > 0) plot.setSize({ width: el.clientWidth, height });
              })
            : undefined;
        resize?.observe(el);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [options, data, height]);

  return (
    <figure class="chart">
      <div class="chart-box" role="img" aria-label={label} aria-describedby={summaryId}>
        <div ref={target} class="chart-canvas" />
        {failed && <p class="chart-fallback">{t('commonChartUnavailable')}</p>}
      </div>
      <figcaption id={summaryId} class="chart-summary muted">
        {summary}
      </figcaption>
    </figure>
  );
}
