// A row of marketing figures (display copy, spec sections 1 and 9).
export function StatsRow({
  stats,
  label,
}: {
  stats: readonly { value: string; label: string }[];
  label: string;
}) {
  return (
    <section className="stats-row" aria-label={label}>
      <ul>
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
