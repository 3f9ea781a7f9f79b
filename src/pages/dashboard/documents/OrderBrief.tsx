// A document order's brief, read-only: every question of the package with the client's answer, and the files they
// sent to download. The lawyer drafts and revises from it; the client sees what they sent once it can no longer
// change.
import type { Question, ServiceOrder } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button } from 'antd';
import { sizeText } from '@/components/FileChoice';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

/** An answer as a person reads it: a date in the dashboard's format, an amount in rupees. */
function answerText(question: Question, answer: string): string {
  if (question.type === 'date') return formatDate(answer) || answer;
  if (question.type === 'money' && /^\d+(\.\d{1,2})?$/.test(answer))
    return formatRupees(Math.round(Number(answer) * 100));
  return answer;
}

interface Props {
  order: ServiceOrder;
  title: string;
  onDownload: (fileId: string, name: string) => void;
}

export function OrderBrief({ order, title, onDownload }: Props) {
  const t = useT();
  const answer = (q: Question) => {
    if (q.type !== 'file') {
      const text = order.answers[q.id]?.trim();
      return text ? answerText(q, text) : <span className="muted">{t('Not answered')}</span>;
    }
    const files = order.files.filter((f) => f.questionId === q.id);
    if (files.length === 0) return <span className="muted">{t('No file sent')}</span>;
    return (
      <ul className="plain stacked-list">
        {files.map((f) => (
          <li key={f._id}>
            {f.name} <span className="muted">({sizeText(f.size)})</span>{' '}
            <Button
              size="small"
              onClick={() => onDownload(f._id, f.name)}
              aria-label={t('Download {name}', { name: f.name })}
            >
              {t('Download')}
            </Button>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Panel title={title} className="section-block">
      <dl className="order-brief">
        {order.questionnaire.map((q) => (
          <div key={q.id} className="order-brief-item">
            <dt>{q.label}</dt>
            <dd>{answer(q)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
