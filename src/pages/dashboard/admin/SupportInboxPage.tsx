// Admins' support inbox: contact-form messages and Help Center tickets in one list, newest first, by status.
// Opening one shows it with its replies; Reply mails the sender (and shows in their Help Center), Close ends it.
import { Button, Empty, Segmented, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import type { AdminSupportStore } from '@/stores/AdminSupportStore';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { supportStatusColors, supportStatusLabels } from '../supportStatus';
import SupportMessageDialog from './SupportMessageDialog';

type Filter = AdminSupportStore['status'];

function SupportInboxPage() {
  const { auth, adminSupport: support } = useStores();
  const t = useT();
  const isAdmin = auth.user?.role === 'admin';

  useEffect(() => {
    if (isAdmin) void support.inbox.load();
  }, [isAdmin, support]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  return (
    <Page
      heading={t('Support inbox')}
      description={t('Messages from the contact form and Help Center tickets. Replies are sent by e-mail.')}
    >
      <Segmented<Filter>
        value={support.status}
        onChange={(next) => void support.filter(next)}
        options={[
          { label: t('New'), value: 'new' },
          { label: t(supportStatusLabels.answered), value: 'answered' },
          { label: t(supportStatusLabels.closed), value: 'closed' },
          { label: t('All'), value: 'all' },
        ]}
        aria-label={t('Which messages')}
      />
      <Loaded
        resource={support.inbox}
        isEmpty={(page) => page.items.length === 0}
        empty={<Empty description={t('No messages here.')} />}
      >
        {(page) => (
          <>
            <ul className="support-tickets section-gap" aria-label={t('Support messages')}>
              {page.items.map((item) => (
                <li key={item._id}>
                  <Panel
                    title={item.kind === 'contact' ? t(item.subject) : item.subject}
                    extra={
                      <Tag color={supportStatusColors[item.status]}>
                        {t(supportStatusLabels[item.status])}
                      </Tag>
                    }
                    aria-label={t('Message from {name}', { name: item.sender.name })}
                  >
                    <p className="support-meta">
                      <span translate="no">{item.sender.name}</span> ·{' '}
                      <span translate="no">{item.sender.email}</span> ·{' '}
                      {item.kind === 'contact' ? t('Contact form') : t('Help Center ticket')} ·{' '}
                      {formatDateTime(item.createdAt)}
                    </p>
                    <p className="support-message-body" translate="no">
                      {item.preview}
                    </p>
                    <p className="support-meta">
                      {t('{count, plural, =0 {No replies yet} one {# reply} other {# replies}}', {
                        count: item.replyCount,
                      })}
                    </p>
                    <Button onClick={() => void support.open(item._id)}>{t('Open')}</Button>
                  </Panel>
                </li>
              ))}
            </ul>
            <LoadMore more={support.more} />
          </>
        )}
      </Loaded>
      <SupportMessageDialog store={support} />
    </Page>
  );
}

export default observer(SupportInboxPage);
