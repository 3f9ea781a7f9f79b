// Long-form text pages (privacy policy, terms): sections of headed paragraphs or bullet lists.
export interface ProseSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export function Prose({ sections, level = 2 }: { sections: readonly ProseSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
