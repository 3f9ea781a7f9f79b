// Admins' audit log: who did what to whom, and when, newest first with Load more; filtered by action, actor,
// subject (a user id or e-mail; payments, reviews… by id) and days; Export CSV downloads the same selection.
import { DownloadOutlined } from '@ant-design/icons';
import type { AuditLine } from '@contract';
import { auditActions, type AuditAction } from '@contract/audit';
import { Button, Empty, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { saveBlob } from '@/api/download';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Input, SearchInput } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import { actionLabels, subjectLabels } from './audit/auditTerms';

type T = ReturnType<typeof useT>;

/** A person or thing: its name when known, else its id (an erased user is said to be one). */
function Who({ line, t }: { line: AuditLine; t: T }) {
  const { actor } = line;
  if (!actor) return <Tag>{t('System')}</Tag>;
  if (actor.name) return <span translate="no">{actor.name}</span>;
  return <IdOnly label={actor.erased ? t('Erased user') : t('User')} id={actor._id} />;
}

function ToWhom({ line, t }: { line: AuditLine; t: T }) {
  const { subject } = line;
  if (!subject) return <>—</>;
  if (subject.name) return <span translate="no">{subject.name}</span>;
  return <IdOnly label={t(subjectLabels[subject.type])} id={subject._id} />;
}

function IdOnly({ label, id }: { label: string; id: string }) {
  return (
    <span>
      {label} <code translate="no">{id}</code>
    </span>
  );
}

function Detail({ detail }: { detail: AuditLine['detail'] }) {
  const entries = Object.entries(detail).filter(([, v]) => v !== null && v !== '');
  if (!entries.length) return <>—</>;
  return <span translate="no">{entries.map(([k, v]) => `${k}: ${String(v)}`).join(' · ')}</span>;
}

function AuditLogPage() {
  const { auth, auditLog: store } = useStores();
  const t = useT();
  const toast = useToast();
  const isAdmin = auth.user?.role === 'admin';
  const [actor, setActor] = useState(store.filters.actor);
  const [subject, setSubject] = useState(store.filters.subject);

  useEffect(() => {
    if (isAdmin) void store.lines.load();
  }, [isAdmin, store]);

  // (Refused for want of two-factor authentication, the dashboard frame shows why in place of this page.)
  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function exportCsv() {
    try {
      saveBlob(await store.exportCsv(), `lexsetu-audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const filtered = Object.keys(store.query()).length > 0;
  return (
    <Page
      heading={t('Audit log')}
      description={t(
        'Who did what to whom, and when: admin actions and security events. Lines are never changed.',
      )}
      actions={
        <Button icon={<DownloadOutlined />} loading={store.exporting} onClick={() => void exportCsv()}>
          {t('Export CSV')}
        </Button>
      }
    >
      <div className="list-toolbar">
        <ChoiceSelect<AuditAction>
          aria-label={t('Action')}
          placeholder={t('Any action')}
          clearable
          value={store.filters.action}
          onChange={(action) => void store.setFilters({ action })}
          options={auditActions.map((a) => ({ value: a, label: t(actionLabels[a]) }))}
          className="list-toolbar-select"
        />
        <SearchInput
          aria-label={t('Who: user id or e-mail')}
          placeholder={t('Who (id or e-mail)')}
          allowClear
          maxLength={254}
          value={actor}
          onChange={(e) => {
            setActor(e.target.value);
            if (!e.target.value) void store.setFilters({ actor: '' });
          }}
          onSearch={(value) => void store.setFilters({ actor: value })}
          className="list-toolbar-search"
        />
        <SearchInput
          aria-label={t('To whom: user id or e-mail, or a payment, review… id')}
          placeholder={t('To whom (id or e-mail)')}
          allowClear
          maxLength={254}
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            if (!e.target.value) void store.setFilters({ subject: '' });
          }}
          onSearch={(value) => void store.setFilters({ subject: value })}
          className="list-toolbar-search"
        />
        <Input
          type="date"
          aria-label={t('From (day)')}
          addonBefore={t('From')}
          value={store.filters.from ?? ''}
          max={store.filters.to}
          onChange={(e) => void store.setFilters({ from: e.target.value || undefined })}
          className="list-toolbar-select"
        />
        <Input
          type="date"
          aria-label={t('To (day)')}
          addonBefore={t('To')}
          value={store.filters.to ?? ''}
          min={store.filters.from}
          onChange={(e) => void store.setFilters({ to: e.target.value || undefined })}
          className="list-toolbar-select"
        />
        {filtered && (
          <Button
            onClick={() => {
              setActor('');
              setSubject('');
              void store.clearFilters();
            }}
          >
            {t('Clear filters')}
          </Button>
        )}
      </div>
      <Loaded
        resource={store.lines}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Empty description={filtered ? t('No lines match these filters.') : t('Nothing recorded yet.')} />
        }
      >
        {(page) => (
          <>
            <LazyTable<AuditLine>
              scroll={{ x: 'max-content' }}
              rowKey="_id"
              dataSource={page.items}
              pagination={false}
              columns={[
                { title: t('When'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
                { title: t('Who'), key: 'who', render: (_: unknown, line) => <Who line={line} t={t} /> },
                {
                  title: t('What'),
                  dataIndex: 'action',
                  render: (action: AuditAction) => t(actionLabels[action]),
                },
                {
                  title: t('To whom'),
                  key: 'whom',
                  render: (_: unknown, line) => <ToWhom line={line} t={t} />,
                },
                {
                  title: t('Detail'),
                  dataIndex: 'detail',
                  render: (detail: AuditLine['detail']) => <Detail detail={detail} />,
                },
              ]}
            />
            <LoadMore more={store.more} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(AuditLogPage);
