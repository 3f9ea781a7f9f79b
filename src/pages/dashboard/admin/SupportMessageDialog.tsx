// One support message with its replies, and the admin's answer: Send reply (mailed to the sender, in their
// language when they have an account) or Close the message. A closed message takes no more replies.
import { Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyModal } from '@/components/LazyModal';
import { Loaded } from '@/components/Loaded';
import { useToast } from '@/components/toast';
import type { AdminSupportStore } from '@/stores/AdminSupportStore';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { supportStatusColors, supportStatusLabels } from '../supportStatus';

function SupportMessageDialog({ store }: { store: AdminSupportStore }) {
  const t = useT();
  const toast = useToast();
  const [reply, setReply] = useState('');
  const message = store.message.data;
  const closed = message?.status === 'closed';

  // A new message starts with an empty answer.
  useEffect(() => setReply(''), [store.openId]);

  async function act(action: { reply: string } | 'close') {
    try {
      await store.act(action);
      if (action === 'close') toast.success(t('Message closed.'));
      else {
        setReply('');
        toast.success(t('Reply sent by e-mail.'));
      }
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('Could not send the reply.'));
    }
  }

  return (
    <LazyModal
      open={store.openId !== null}
      title={message ? (message.kind === 'contact' ? t(message.subject) : message.subject) : t('Message')}
      onCancel={() => void store.open(null)}
      footer={
        message && !closed
          ? [
              <Button key="close" onClick={() => void act('close')} disabled={store.saving}>
                {t('Close message')}
              </Button>,
              <Button
                key="reply"
                type="primary"
                loading={store.saving}
                disabled={reply.trim().length < 2}
                onClick={() => void act({ reply: reply.trim() })}
              >
                {t('Send reply')}
              </Button>,
            ]
          : null
      }
    >
      <Loaded resource={store.message}>
        {(m) => (
          <>
            <p className="support-meta">
              <Tag color={supportStatusColors[m.status]}>{t(supportStatusLabels[m.status])}</Tag>
              <span translate="no">{m.sender.name}</span> · <span translate="no">{m.sender.email}</span> ·{' '}
              {formatDateTime(m.createdAt)}
              {!m.sender.userId && ` · ${t('No LexSetu account')}`}
            </p>
            <p className="support-message-body" translate="no">
              {m.message}
            </p>
            {m.replies.length > 0 && (
              <ol aria-label={t('Replies')} className="support-replies">
                {m.replies.map((r) => (
                  <li key={r._id}>
                    <span className="support-meta">
                      {t('{name}, {date}', {
                        name: r.authorName ?? t('An admin'),
                        date: formatDateTime(r.createdAt),
                      })}
                    </span>
                    <p className="support-reply-body" translate="no">
                      {r.body}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            {m.status === 'closed' ? (
              <p>{t('This message is closed.')}</p>
            ) : (
              <>
                <label htmlFor="support-reply">{t('Reply (sent to the sender by e-mail)')}</label>
                <DialogTextArea
                  id="support-reply"
                  rows={4}
                  maxLength={5000}
                  value={reply}
                  onChange={(event) => setReply(event.target.value)}
                />
              </>
            )}
          </>
        )}
      </Loaded>
    </LazyModal>
  );
}

export default observer(SupportMessageDialog);
