// The lawyer's delivery of a new version of an order's document: the file and a note on what changed.
import type { ServiceOrder } from '@contract';
import { Alert, Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { FileChoice } from '@/components/FileChoice';
import { TextArea } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { useT } from '@/i18n';

export function OrderDelivery({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function send(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t('Please choose the version (PDF or DOCX).'));
    setError(null);
    try {
      await serviceOrders.deliver(order._id, file, note);
      setFile(null);
      setNote('');
      toast.success(t('Version delivered. The client has been told.'));
    } catch (e) {
      setError(messageOf(e, t('The version could not be delivered.')));
    }
  }
  return (
    <Panel title={t('Deliver a version')} className="section-block">
      <form onSubmit={send} className="stacked-form" noValidate>
        <div className="form-field">
          <label htmlFor="version-file">{t('Version file (PDF or DOCX)')}</label>
          <FileChoice
            id="version-file"
            accept={['.pdf', '.docx']}
            file={file}
            hint={t('PDF or DOCX')}
            onChange={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
          />
        </div>
        <div className="form-field">
          <label htmlFor="version-note">{t('What changed')}</label>
          <TextArea id="version-note" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={serviceOrders.busy}>
          {t('Deliver version')}
        </Button>
      </form>
    </Panel>
  );
}
