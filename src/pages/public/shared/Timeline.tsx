// Numbered steps (the how-it-works timelines of the landing, consultation and partner pages).
export function Timeline({
  heading,
  steps,
}: {
  heading: string;
  steps: readonly { title: string; text: string }[];
}) {
  return (
    <section className="home-section" aria-label={heading}>
      <h2>{heading}</h2>
      <ol className="timeline">
        {steps.map((step, i) => (
          <li key={step.title}>
            <span className="timeline-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
