// The Documents tab: search and the sub-tabs All documents (File name, Doc type, Secured PIN, Shared with;
// download asks the PIN first), Upload, and Deleted (with the deletion date; restore).
import type { DocumentItem } from '@contract';
import { Button, Skeleton } from 'antd';
import { SearchInput, PasswordInput } from '@/components/inputs';
import { LazyModal } from '@/components/LazyModal';
import { LazyTable } from '@/components/LazyTable';
import { PageTabs } from '@/components/PageTabs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { saveBlob } from '@/api/download';
import { lazyPart } from '@/components/lazyPart';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

/** The Upload sub-tab's form (and the contract's schema it checks with), fetched when the tab first renders. */
const UploadDocumentForm = lazyPart(
  async () => (await import('./UploadDocumentForm')).UploadDocumentForm,
  <Skeleton active />,
);

type SubTab = 'all' | 'upload' | 'deleted';

const when = (iso: string) => formatDate(iso);

export const DocumentsTab = observer(function DocumentsTab() {
  const { invoices: store } = useStores();
  const toast = useToast();
  const t = useT();
  const [tab, setTab] = useState<SubTab>('all');
  const [search, setSearch] = useState('');
  const [askPin, setAskPin] = useState<DocumentItem | null>(null);
  const [pin, setPin] = useState('');

  useEffect(() => {
    if (tab === 'upload') return;
    const query = { tab, q: search.trim() };
    // A sub-tab shows at once (never with another's rows); the search waits for a pause in typing.
    if (tab !== store.documentQuery.tab || store.documents.state === 'idle') {
      void store.showDocuments(query);
      return;
    }
    const timer = setTimeout(() => void store.showDocuments(query), 250);
    return () => clearTimeout(timer);
  }, [store, tab, search]);

  async function download(doc: DocumentItem, withPin?: string) {
    try {
      saveBlob(await store.downloadDocument(doc, withPin), doc.name);
      setAskPin(null);
      setPin('');
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('The document could not be downloaded.'));
    }
  }

  async function act(doc: DocumentItem, action: 'delete' | 'restore') {
    try {
      if (action === 'delete') await store.deleteDocument(doc);
      else await store.restoreDocument(doc);
      toast.success(action === 'delete' ? t('Document deleted') : t('Document restored'));
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('That did not work. Please try again.'));
    }
  }

  const table = (items: DocumentItem[]) =>
    tab === 'deleted' ? (
      <LazyTable<DocumentItem>
        scroll={{ x: 'max-content' }}
        rowKey="_id"
        dataSource={items}
        loading={store.documents.loading}
        locale={{ emptyText: t('No deleted documents.') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('File name'), dataIndex: 'name' },
          { title: t('Deleted on'), dataIndex: 'deletedAt', render: (d: string) => when(d) },
          {
            title: t('Actions'),
            fixed: 'right',
            render: (_, doc) => (
              <Button
                size="small"
                onClick={() => void act(doc, 'restore')}
                aria-label={t('Restore {name}', { name: doc.name })}
              >
                {t('Restore')}
              </Button>
            ),
          },
        ]}
      />
    ) : (
      <LazyTable<DocumentItem>
        scroll={{ x: 'max-content' }}
        rowKey="_id"
        dataSource={items}
        loading={store.documents.loading}
        locale={{ emptyText: t('No documents yet. Upload one from the Upload tab.') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('File name'), dataIndex: 'name' },
          { title: t('Doc type'), dataIndex: 'docType' },
          {
            title: t('Secured PIN'),
            dataIndex: 'securedPin',
            render: (on: boolean) => (on ? t('Yes') : t('No')),
          },
          { title: t('Shared with'), dataIndex: 'sharedWith', render: (s: string) => s || '—' },
          {
            title: t('Actions'),
            fixed: 'right',
            render: (_, doc) => (
              <span className="inline-actions">
                <Button
                  size="small"
                  aria-label={t('Download {name}', { name: doc.name })}
                  onClick={() => (doc.securedPin ? setAskPin(doc) : void download(doc))}
                >
                  {t('Download')}
                </Button>
                {doc.isOwner && (
                  <Button
                    size="small"
                    danger
                    aria-label={t('Delete {name}', { name: doc.name })}
                    onClick={() => void act(doc, 'delete')}
                  >
                    {t('Delete')}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    );

  return (
    <section>
      <SearchInput
        aria-label={t('Search documents')}
        placeholder={t('Search')}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="search-field"
      />
      <PageTabs
        aria-label={t('Documents')}
        activeKey={tab}
        onChange={(key) => setTab(key as SubTab)}
        items={[
          { key: 'all', label: t('All documents') },
          { key: 'upload', label: t('Upload') },
          { key: 'deleted', label: t('Deleted') },
        ]}
      >
        {tab === 'upload' ? (
          <UploadDocumentForm
            onDone={(uploaded) => {
              setTab('all');
              if (uploaded) setSearch('');
            }}
          />
        ) : (
          <Loaded resource={store.documents}>
            {(page) => (
              <>
                {table(page.items)}
                <LoadMore more={store.moreDocuments} />
              </>
            )}
          </Loaded>
        )}
      </PageTabs>
      <LazyModal
        open={askPin !== null}
        title={t('Enter the secured PIN of {name}', { name: askPin?.name ?? '' })}
        okText={t('Download')}
        onOk={() => askPin && void download(askPin, pin)}
        onCancel={() => {
          setAskPin(null);
          setPin('');
        }}
      >
        <label>
          {t('Secured PIN')}
          <PasswordInput
            inputMode="numeric"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </label>
      </LazyModal>
    </section>
  );
});
