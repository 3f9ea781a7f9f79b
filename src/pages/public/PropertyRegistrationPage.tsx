// Property registration (spec section 2): seven topic buttons; each opens general information on registering
// property in India, with a 'Talk to a lawyer' link to Find experts.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { propertyTopics } from './propertyTopics';
import './public.css';

export default function PropertyRegistrationPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const topic = propertyTopics.find((t) => t.id === openId);
  return (
    <Page
      heading="Property registration"
      description="Stamp duty, required documents, time limits and everything else about registering property."
    >
      <ul className="topic-buttons" aria-label="Topics">
        {propertyTopics.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className="topic-button"
              aria-pressed={openId === t.id}
              aria-controls="topic-panel"
              onClick={() => setOpenId(openId === t.id ? null : t.id)}
            >
              {t.label}
            </button>
          </li>
        ))}
      </ul>
      <section id="topic-panel" className="card prose" aria-live="polite" aria-labelledby="topic-heading">
        {topic ? (
          <>
            <h2 id="topic-heading">{topic.label}</h2>
            {topic.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p className="muted">
              This is general information, not legal advice; rules differ from state to state.
            </p>
            <Link to="/dashboard/find-experts?area=Property" className="button-primary">
              Talk to a lawyer
            </Link>
          </>
        ) : (
          <>
            <h2 id="topic-heading">Choose a topic</h2>
            <p>Pick a topic above to read how property registration works in India.</p>
          </>
        )}
      </section>
    </Page>
  );
}
