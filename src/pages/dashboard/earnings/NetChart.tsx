// The net per day or month of the Earnings screen as a plain SVG bar chart (no chart library is installed): a
// net above the axis, a loss refunds made below it.
import type { Earnings } from '@contract';
import { useT } from '@/i18n';
import { formatMonth } from '@/i18n/dates';
import { signedRupees } from './money';

export function NetChart({ chart, lines }: { chart: Earnings['chart']; lines: number }) {
  const t = useT();
  if (chart.every((c) => c.netPaise === 0))
    return (
      <p>
        {lines === 0
          ? t('Nothing earned in this period yet.')
          : t('Nothing left to you in this period: refunds took back what was earned.')}
      </p>
    );
  const values = chart.map((c) => c.netPaise);
  const max = Math.max(1, ...values.map(Math.abs));
  const bar = chart.length > 12 ? 14 : 40;
  const gap = chart.length > 12 ? 6 : 14;
  // A net above the axis, a loss refunds made below it; room on a side only when a bar goes there. A bar's
  // label sits across the axis from it; its amount at its end, when the bars are wide enough to hold it.
  const zero = values.some((v) => v > 0) ? 120 : 24;
  const height = zero + (values.some((v) => v < 0) ? 120 : 24);
  const nameOf = (label: string) =>
    label.length === 7 ? formatMonth(label) : label.length === 10 ? label.slice(8) : label;
  return (
    <svg
      role="img"
      aria-label={t('Net earnings: {bars}', {
        bars: chart.map((c) => `${nameOf(c.label)} ${signedRupees(c.netPaise)}`).join(', '),
      })}
      width={chart.length * (bar + gap) + gap}
      height={height}
      className="earnings-chart"
    >
      <line
        x1={0}
        x2={chart.length * (bar + gap) + gap}
        y1={zero}
        y2={zero}
        stroke="currentColor"
        opacity={0.3}
      />
      {chart.map((c, i) => {
        const h = Math.round((Math.abs(c.netPaise) / max) * 100);
        const x = gap + i * (bar + gap);
        const up = c.netPaise >= 0;
        return (
          <g key={c.label}>
            <rect
              x={x}
              y={up ? zero - h : zero}
              width={bar}
              height={Math.max(h, c.netPaise === 0 ? 0 : 2)}
              rx={3}
              fill={up ? '#1f7a4d' : '#b83232'}
            />
            <text
              x={x + bar / 2}
              y={up ? zero + 14 : zero - 6}
              textAnchor="middle"
              fontSize={10}
              fill="currentColor"
            >
              {nameOf(c.label)}
            </text>
            {chart.length <= 12 && c.netPaise !== 0 && (
              <text
                x={x + bar / 2}
                y={up ? zero - h - 6 : zero + h + 14}
                textAnchor="middle"
                fontSize={10}
                fill="currentColor"
              >
                {signedRupees(c.netPaise)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
