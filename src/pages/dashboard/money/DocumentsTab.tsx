// The Documents tab: search and the sub-tabs All documents (File name, Doc type, Secured PIN, Shared with;
// download asks the PIN first), Upload, and Deleted (with the deletion date; restore).
import { documentListSchema, type DocumentItem } from '@contract';
import { Alert, Button, Input, Modal, Table, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { saveBlob } from '@/api/download';
import { UploadDocumentForm } from './UploadDocumentForm';

type SubTab = 'all' | 'upload' | 'deleted';
type Load = { state: 'loading' } | { state: 'ready'; items: DocumentItem[] } | { state: 'failed' };

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN');

export function DocumentsTab() {
  const { api } = useStores();
  const toast = useToast();
  const [tab, setTab] = useState<SubTab>('all');
  const [search, setSearch] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [askPin, setAskPin] = useState<DocumentItem | null>(null);
  const [pin, setPin] = useState('');

  const refresh = useCallback(async () => {
    if (tab === 'upload') return;
    try {
      const query = new URLSearchParams({ tab, q: search.trim() });
      setLoad({
        state: 'ready',
        items: await api.get(`/api/documents?${query}`, { schema: documentListSchema }),
      });
    } catch (error) {
      console.error('Loading documents failed', error);
      setLoad({ state: 'failed' });
    }
  }, [api, tab, search]);

  useEffect(() => {
    const timer = setTimeout(() => void refresh(), 250);
    return () => clearTimeout(timer);
  }, [refresh]);

  async function download(doc: DocumentItem, withPin?: string) {
    try {
      const blob = await api.download(`/api/documents/${encodeURIComponent(doc._id)}/download`, {
        method: 'POST',
        body: withPin === undefined ? {} : { pin: withPin },
      });
      saveBlob(blob, doc.name);
      setAskPin(null);
      setPin('');
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'The document could not be downloaded.');
    }
  }

  async function act(doc: DocumentItem, action: 'delete' | 'restore') {
    try {
      if (action === 'delete') await api.delete(`/api/documents/${encodeURIComponent(doc._id)}`);
      else await api.post(`/api/documents/${encodeURIComponent(doc._id)}/restore`);
      toast.success(action === 'delete' ? 'Document deleted' : 'Document restored');
      await refresh();
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'That did not work. Please try again.');
    }
  }

  const items = load.state === 'ready' ? load.items : [];
  const table =
    tab === 'deleted' ? (
      <Table<DocumentItem>
        rowKey="_id"
        dataSource={items}
        loading={load.state === 'loading'}
        locale={{ emptyText: 'No deleted documents.' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'File name', dataIndex: 'name' },
          { title: 'Deleted on', dataIndex: 'deletedAt', render: (d: string) => when(d) },
          {
            title: 'Actions',
            render: (_, doc) => (
              <Button
                size="small"
                onClick={() => void act(doc, 'restore')}
                aria-label={`Restore ${doc.name}`}
              >
                Restore
              </Button>
            ),
          },
        ]}
      />
    ) : (
      <Table<DocumentItem>
        rowKey="_id"
        dataSource={items}
        loading={load.state === 'loading'}
        locale={{ emptyText: 'No documents yet. Upload one from the Upload tab.' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'File name', dataIndex: 'name' },
          { title: 'Doc type', dataIndex: 'docType' },
          { title: 'Secured PIN', dataIndex: 'securedPin', render: (on: boolean) => (on ? 'Yes' : 'No') },
          { title: 'Shared with', dataIndex: 'sharedWith', render: (s: string) => s || '—' },
          {
            title: 'Actions',
            render: (_, doc) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <Button
                  size="small"
                  aria-label={`Download ${doc.name}`}
                  onClick={() => (doc.securedPin ? setAskPin(doc) : void download(doc))}
                >
                  Download
                </Button>
                {doc.isOwner && (
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${doc.name}`}
                    onClick={() => void act(doc, 'delete')}
                  >
                    Delete
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
      <Input.Search
        aria-label="Search documents"
        placeholder="Search"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setLoad({ state: 'loading' });
          setTab(key as SubTab);
        }}
        items={[
          { key: 'all', label: 'All documents' },
          { key: 'upload', label: 'Upload' },
          { key: 'deleted', label: 'Deleted' },
        ]}
      />
      {tab === 'upload' ? (
        <UploadDocumentForm
          onDone={(uploaded) => {
            setLoad({ state: 'loading' });
            setTab('all');
            if (uploaded) setSearch('');
          }}
        />
      ) : load.state === 'failed' ? (
        <Alert type="error" showIcon title="Your documents could not be loaded." />
      ) : (
        table
      )}
      <Modal
        open={askPin !== null}
        title={`Enter the secured PIN of ${askPin?.name ?? ''}`}
        okText="Download"
        onOk={() => askPin && void download(askPin, pin)}
        onCancel={() => {
          setAskPin(null);
          setPin('');
        }}
      >
        <label>
          Secured PIN
          <Input.Password
            inputMode="numeric"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </label>
      </Modal>
    </section>
  );
}
