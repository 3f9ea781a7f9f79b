// A row of marketing figures (display copy, spec sections 1 and 9). Its label and each
// figure's are English source texts (msg), shown in the reader's language.
import { useT } from '@/i18n';

export function StatsRow({
  stats,
  label,
}: {
  stats: readonly { value: string; label: string }[];
  label: string;
}) {
  const t = useT();
  return (
    <section className="stats-row" aria-label={t(label)}>
      <ul>
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{t(stat.label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
