/** Lookups per UTC day as an SVG bar chart (all keys together), with the numbers in an accessible table. */
import { useTranslation } from '@lanyun/i18n/react';
import { formatNumber } from '@lanyun/ui/format';

export function UsageChart({ data }: { data: Array<{ day: string; count: number }> }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...data.map((d) => d.count));
  const w = 24;
  const h = 120;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${data.length * w} ${h + 18}`}
        className="h-40 w-full"
        role="img"
        aria-label={t('dashboard.chartLabel')}
      >
        {data.map((d, i) => {
          const bh = Math.round((d.count / max) * h);
          return (
            <g key={d.day}>
              <title>{t('dashboard.chartBar', { day: d.day, count: formatNumber(d.count) })}</title>
              <rect
                x={i * w + 3}
                y={h - bh}
                width={w - 6}
                height={Math.max(bh, d.count > 0 ? 2 : 0)}
                rx="2"
                className="fill-brand-500"
              />
              {i % 5 === 0 || i === data.length - 1 ? (
                <text x={i * w + w / 2} y={h + 14} textAnchor="middle" className="fill-ink-muted text-[9px]">
                  {d.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <table>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td data-testid={`usage-${d.day}`}>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
