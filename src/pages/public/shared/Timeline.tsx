// Numbered steps (the how-it-works timelines of the landing, consultation and partner pages). The heading and
// steps are English source texts (msg), shown in the reader's language.
import { useT } from '@/i18n';

export function Timeline({
  heading,
  steps,
}: {
  heading: string;
  steps: readonly { title: string; text: string }[];
}) {
  const t = useT();
  return (
    <section className="home-section" aria-label={t(heading)}>
      <h2>{t(heading)}</h2>
      <ol className="timeline">
        {steps.map((step, i) => (
          <li key={step.title}>
            <span className="timeline-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
