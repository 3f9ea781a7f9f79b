// The Invoices tab: search, the spec's sort dropdown, and File name / Issued from / Budget / Status with a PDF
// download (GET /api/invoices/:id/pdf, owner only).
import { formatRupees, moneyEndpoints, invoiceSorts, type Invoice } from '@contract';
import { Alert, Button, Input, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { saveBlob } from '@/api/download';

type Sort = (typeof invoiceSorts)[number];
type Load = { state: 'loading' } | { state: 'ready'; items: Invoice[] } | { state: 'failed' };

export function InvoicesTab() {
  const { api } = useStores();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('sort by date');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(moneyEndpoints.invoices, { query: { sort, q: search.trim() } })
        .then((items) => live && setLoad({ state: 'ready', items }))
        .catch((error: unknown) => {
          console.error('Loading invoices failed', error);
          if (live) setLoad({ state: 'failed' });
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, search, sort]);

  async function download(invoice: Invoice) {
    try {
      saveBlob(await api.download(`/api/invoices/${encodeURIComponent(invoice._id)}/pdf`), invoice.fileName);
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'The invoice could not be downloaded.');
    }
  }

  return (
    <section>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <Input.Search
          aria-label="Search invoices"
          placeholder="Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Sort invoices"
          value={sort}
          onChange={setSort}
          options={invoiceSorts.map((s) => ({ value: s, label: s }))}
          style={{ width: 180 }}
        />
      </div>
      {load.state === 'failed' ? (
        <Alert type="error" showIcon title="Your invoices could not be loaded." />
      ) : (
        <Table<Invoice>
          rowKey="_id"
          loading={load.state === 'loading'}
          dataSource={load.state === 'ready' ? load.items : []}
          locale={{ emptyText: 'No invoices yet. An invoice is issued for every payment.' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              title: 'File name',
              dataIndex: 'fileName',
              // A credit note names the invoice it corrects.
              render: (name: string, i) =>
                i.kind === 'credit_note' ? (
                  <span>
                    {name} <Tag color="blue">Credit note</Tag>
                    <div className="form-hint">against {i.corrects}</div>
                  </span>
                ) : (
                  name
                ),
            },
            { title: 'Issued from', dataIndex: 'issuedFrom' },
            {
              title: 'Budget',
              dataIndex: 'totalPaise',
              render: (total: number, i) => (
                <span title={`Taxable ${formatRupees(i.taxablePaise)} + GST ${formatRupees(i.gstPaise)}`}>
                  {formatRupees(total)}
                </span>
              ),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (s: string) => <Tag color={s === 'refunded' ? 'blue' : 'green'}>{s}</Tag>,
            },
            {
              title: 'PDF',
              render: (_, invoice) => (
                <Button
                  size="small"
                  aria-label={`Download ${invoice.fileName}`}
                  onClick={() => void download(invoice)}
                >
                  Download
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
