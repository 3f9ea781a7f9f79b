// Property registration (spec section 2): seven topic buttons; each opens general information on registering
// property in India, with a 'Talk to a lawyer' link to Find experts.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { propertyTopics } from './propertyTopics';
import './public.css';

export default function PropertyRegistrationPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const topic = propertyTopics.find((entry) => entry.id === openId);
  const t = useT();
  return (
    <Page
      heading={t('Property registration')}
      description={t(
        'Stamp duty, required documents, time limits and everything else about registering property.',
      )}
    >
      <ul className="topic-buttons" aria-label={t('Topics')}>
        {propertyTopics.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="topic-button"
              aria-pressed={openId === entry.id}
              aria-controls="topic-panel"
              onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
            >
              {t(entry.label)}
            </button>
          </li>
        ))}
      </ul>
      <section id="topic-panel" className="card prose" aria-live="polite" aria-labelledby="topic-heading">
        {topic ? (
          <>
            <h2 id="topic-heading">{t(topic.label)}</h2>
            {topic.paragraphs.map((p) => (
              <p key={p}>{t(p)}</p>
            ))}
            <p className="muted">
              {t('This is general information, not legal advice; rules differ from state to state.')}
            </p>
            <Link to="/dashboard/find-experts?area=Property" className="button-primary">
              {t('Talk to a lawyer')}
            </Link>
          </>
        ) : (
          <>
            <h2 id="topic-heading">{t('Choose a topic')}</h2>
            <p>{t('Pick a topic above to read how property registration works in India.')}</p>
          </>
        )}
      </section>
    </Page>
  );
}
