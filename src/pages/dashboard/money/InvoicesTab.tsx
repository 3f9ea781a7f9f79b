// The Invoices tab: search, the spec's sort dropdown, and File name / Issued from / Budget / Status with a PDF
// download (GET /api/invoices/:id/pdf, owner only).
import type { Invoice, InvoiceSort } from '@contract';
import { invoiceSorts } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { SearchInput } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { saveBlob } from '@/api/download';
import { Loaded } from '@/components/Loaded';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { statusWord } from '@/components/statusWord';

export const InvoicesTab = observer(function InvoicesTab() {
  const { invoices: store } = useStores();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InvoiceSort>('sort by date');

  // The search waits for a pause in typing (the newest answer wins: the store's resource).
  useEffect(() => {
    const timer = setTimeout(() => void store.showInvoices({ sort, q: search.trim() }), 250);
    return () => clearTimeout(timer);
  }, [store, search, sort]);

  async function download(invoice: Invoice) {
    try {
      saveBlob(await store.invoicePdf(invoice), invoice.fileName);
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'The invoice could not be downloaded.');
    }
  }

  return (
    <section>
      <div className="list-toolbar">
        <SearchInput
          aria-label="Search invoices"
          placeholder="Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-toolbar-search"
        />
        <ChoiceSelect
          aria-label="Sort invoices"
          value={sort}
          onChange={setSort}
          options={invoiceSorts.map((s) => ({ value: s, label: s }))}
          className="list-toolbar-select"
        />
      </div>
      <Loaded resource={store.invoices}>
        {(items) => (
          <LazyTable<Invoice>
            scroll={{ x: 'max-content' }}
            rowKey="_id"
            loading={store.invoices.loading}
            dataSource={items}
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
                render: (s: string) => <Tag color={s === 'refunded' ? 'blue' : 'green'}>{statusWord(s)}</Tag>,
              },
              {
                title: 'PDF',
                fixed: 'right',
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
      </Loaded>
    </section>
  );
});
