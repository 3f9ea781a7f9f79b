// FAQ (spec section 4): one answer open at a time; clicking the open question closes it.
import { useState } from 'react';
import { faqEntries, type FaqEntry } from './homeContent';

export function Faq({ entries = faqEntries }: { entries?: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section className="home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
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
                  {entry.question}
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              </h3>
              <div id={`faq-answer-${entry.id}`} className="faq-answer" hidden={!open}>
                <p>{entry.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
