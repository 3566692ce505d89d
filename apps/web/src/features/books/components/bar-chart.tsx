// A small bar chart drawn as inline SVG, no chart library (issue 29): one bar per month. A screen
// reader reads its title and a summary; the same figures are in a table one tap below it.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type Bar = {
  key: string;
  /** Under the bar: a short month name. */
  label: string;
  /** The table's row heading: the month in full. */
  longLabel: string;
  value: number;
  /** The value as people read it (`Rs. 3,000`). */
  valueText: string;
};

const WIDTH = 360;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 28;

export function BarChart({
  title,
  summary,
  bars,
  labelHeader,
  valueHeader,
}: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  labelHeader: string;
  valueHeader: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const summaryId = useId();
  const svgTitleId = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(4, slot * 0.6);
  const room = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${svgTitleId} ${summaryId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full max-w-2xl"
        data-testid="bar-chart"
      >
        <title id={svgTitleId}>{title}</title>
        <desc id={summaryId}>{summary}</desc>
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-slate-400" />
        {bars.map((bar, index) => {
          const height = bar.value > 0 ? Math.max(2, (bar.value / largest) * room) : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          const middle = index * slot + slot / 2;
          return (
            <g key={bar.key}>
              <rect x={x} y={y} width={barWidth} height={height} rx="2" className="fill-teal-700" />
              <text x={middle} y={HEIGHT - BOTTOM + 16} textAnchor="middle" className="fill-slate-700 text-[10px]">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-teal-800 underline">
          {t('books.chart.asTable')}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold text-slate-900">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-slate-900">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal text-slate-800">
                  {bar.longLabel}
                </th>
                <td className="py-1 text-right text-slate-900">{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
