import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { VisitDay } from '../../../shared/bridge/visits';
import { useResolvedLocale } from '../../ui/locale';
import { chartData } from './visit-chart-data';
import { VISIT_WORDS } from './visit-words';

const HEIGHT = 300;

/** A colour of the app's palette (base.css), so the chart follows light and dark. */
function palette(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** A hex colour (#rgb or #rrggbb) made see-through, for grid lines that stay behind the data. */
function faint(hex: string, alpha: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(full);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** jsdom (the renderer tests) has no canvas to draw on. */
const canDraw = typeof ResizeObserver !== 'undefined' && !navigator.userAgent.includes('jsdom');

/** The narrowest the chart is drawn: a 320 px phone's figure, less its edges. */
const MIN_WIDTH = 240;

/**
 * The size of the page's text in CSS px (16 unless the person set another, in the browser or
 * the phone's own text size): the axes' words follow it, as the rest of the page's do.
 */
function rootTextPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

const DAY = 86_400;
/** The time axis steps by whole days (a week, a month…), never by hours: one reading a day. */
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 182 * DAY, 365 * DAY];

/** A tick's day on the time axis ("3 Mar", "Mar 3"; with the year when the chart crosses one), in the person's style. */
function tickDays(intl: IntlShape, chart: uPlot, splits: number[]): string[] {
  const min = chart.scales.x?.min;
  const max = chart.scales.x?.max;
  const years = min !== undefined && max !== undefined && new Date(min * 1000).getFullYear() !== new Date(max * 1000).getFullYear();
  const options: Intl.DateTimeFormatOptions = years ? { year: 'numeric', month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric' };
  return splits.map((seconds) => intl.formatDate(seconds * 1000, options));
}

/**
 * The chart's look: the app's colours and type, a time axis in this computer's days; its words,
 * its days and its numbers (axes and legend) in the person's language and style (`intl`). Right to
 * left, time runs from the right (the oldest day at the start of the line) and the counts' axis
 * stands on the right, as the page reads.
 */
export function chartOptions(width: number, intl: IntlShape, dir: 'ltr' | 'rtl' = 'ltr'): uPlot.Options {
  const text = palette('--text', '#1f1c18');
  const grid = faint(palette('--border', '#857b6f'), 0.35);
  const em = rootTextPx();
  const font = `${Math.round(em * 0.95)}px ${palette('--sans', 'system-ui, sans-serif')}`;
  return {
    width: Math.max(MIN_WIDTH, width),
    height: HEIGHT,
    scales: { x: { time: true, dir: dir === 'rtl' ? -1 : 1 } },
    cursor: { drag: { x: false, y: false } },
    legend: { show: true },
    series: [
      {
        label: intl.formatMessage(VISIT_WORDS.chartDay),
        value: (_chart, seconds) => (seconds === null ? '' : intl.formatDate(seconds * 1000, { year: 'numeric', month: 'long', day: 'numeric' })),
      },
      {
        label: intl.formatMessage(VISIT_WORDS.chartWeek),
        value: (_chart, visits) => (visits === null ? '' : intl.formatNumber(visits)),
        stroke: palette('--accent', '#2e4a3f'),
        width: 3,
        points: { show: true, size: 7 },
      },
      {
        label: intl.formatMessage(VISIT_WORDS.chartMonth),
        value: (_chart, visits) => (visits === null ? '' : intl.formatNumber(visits)),
        stroke: palette('--checking', '#7a5a00'),
        width: 2,
        dash: [8, 5],
        points: { show: true, size: 5 },
      },
    ],
    axes: [
      // Room for the words of each axis, and ticks no closer than the words need.
      {
        stroke: text,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid },
        size: Math.round(em * 3.5),
        space: Math.round(em * 6),
        incrs: DAY_STEPS,
        values: (chart, splits) => tickDays(intl, chart, splits),
      },
      {
        stroke: text,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid },
        size: Math.round(em * 4),
        space: Math.round(em * 2.5),
        values: (_chart, splits) => splits.map((visits) => intl.formatNumber(visits)),
        side: dir === 'rtl' ? 1 : 3,
      },
    ],
  };
}

/**
 * The local history as a line chart (uPlot: small, fast, canvas). It is a picture only, hidden
 * from screen readers: the sentence and the table beside it say the same.
 */
export function VisitsChart({ history }: { history: readonly VisitDay[] }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const { dir } = useResolvedLocale();
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let gone = false;
    // Loaded when first drawn: uPlot reads the screen's pixel ratio as it loads, which a page
    // without a screen (the renderer tests) does not have.
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      chart = new UPlot(chartOptions(element.clientWidth, intl, dir), chartData(history), element);
      // The whole chart (canvas and legend) is a picture: the table is what a screen reader reads.
      chart.root.setAttribute('aria-hidden', 'true');
      const drawn = chart;
      resize = new ResizeObserver(() => drawn.setSize({ width: Math.max(MIN_WIDTH, element.clientWidth), height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize?.disconnect();
      chart?.destroy();
    };
    // Drawn again in another language or style.
  }, [history, intl, dir]);
  return <div ref={box} className="visits-chart" />;
}
