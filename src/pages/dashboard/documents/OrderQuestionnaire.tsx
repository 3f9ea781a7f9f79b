// A document order's questionnaire while it is open: the client's answers and files, sent or updated in one go.
import type { Question, ServiceOrder } from '@contract';
import { Alert, Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { FileChoice } from '@/components/FileChoice';
import { Input, TextArea } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { useT } from '@/i18n';

export function OrderQuestionnaire({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const t = useT();
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...order.answers }));
  const [files, setFiles] = useState<Record<string, File>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const text = Object.fromEntries(
      order.questionnaire.filter((q) => q.type !== 'file').map((q) => [q.id, answers[q.id] ?? '']),
    );
    try {
      await serviceOrders.sendDetails(order._id, text, files);
      toast.success(t('Details sent. A verified lawyer will take your order.'));
    } catch (e) {
      setError(messageOf(e, t('The details could not be sent. Please try again.')));
    }
  }

  const field = (q: Question) => {
    const id = `q-${q.id}`;
    const label = q.required ? q.label : t('{label} (optional)', { label: q.label });
    if (q.type === 'file')
      return (
        <div key={q.id} className="form-field">
          <label htmlFor={id}>{label}</label>
          {order.answers[q.id] && <p className="muted">{t('Sent: {name}', { name: order.answers[q.id] })}</p>}
          <FileChoice
            id={id}
            accept={['.pdf', '.png', '.jpg', '.jpeg', '.doc', '.docx']}
            file={files[q.id] ?? null}
            hint={t('PDF, PNG, JPG, DOC or DOCX')}
            onChange={(file) =>
              setFiles((f) => {
                const next = { ...f };
                if (file) next[q.id] = file;
                else delete next[q.id];
                return next;
              })
            }
          />
        </div>
      );
    const common = {
      id,
      value: answers[q.id] ?? '',
      onChange: (e: { target: { value: string } }) => setAnswers((a) => ({ ...a, [q.id]: e.target.value })),
    };
    return (
      <div key={q.id} className="form-field">
        <label htmlFor={id}>{label}</label>
        {q.type === 'date' ? (
          <Input type="date" {...common} />
        ) : q.type === 'money' ? (
          <Input inputMode="numeric" prefix="₹" {...common} />
        ) : (
          <TextArea autoSize={{ minRows: 1, maxRows: 4 }} {...common} />
        )}
      </div>
    );
  };

  return (
    <Panel title={t('Your details')} className="section-block">
      <form onSubmit={submit} className="stacked-form" noValidate>
        {order.questionnaire.map(field)}
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={serviceOrders.busy}>
          {order.detailsAt ? t('Update details') : t('Send details')}
        </Button>
      </form>
    </Panel>
  );
}
