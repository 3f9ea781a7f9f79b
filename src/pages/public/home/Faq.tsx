// FAQ (spec section 4): one answer open at a time; clicking the open question closes it.
import { useState } from 'react';
import { useT } from '@/i18n';
import { faqEntries, type FaqEntry } from './homeContent';

/** Signs of an open and a closed answer (the button's expanded state says it in words). */
const expandedSign = '−';
const collapsedSign = '+';

export function Faq({ entries = faqEntries }: { entries?: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const t = useT();
  return (
    <section className="home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('Frequently asked questions')}</h2>
      <ul className="faq-list">
        {entries.map((entry) => {
          const open = openId === entry.id;
          return (
            <li key={entry.id} className="faq-item">
              <h3>
                <button
                  type="button"
                  className="faq-question"
                  aria-expanded={open}
                  aria-controls={`faq-answer-${entry.id}`}
                  onClick={() => setOpenId(open ? null : entry.id)}
                >
                  {t(entry.question)}
                  <span aria-hidden="true">{open ? expandedSign : collapsedSign}</span>
                </button>
              </h3>
              <div id={`faq-answer-${entry.id}`} className="faq-answer" hidden={!open}>
                <p>{t(entry.answer)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
