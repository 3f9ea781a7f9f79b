// The Invoices tab: search, the spec's sort dropdown, and File name / Issued from / Budget / Status with a PDF
// download (GET /api/invoices/:id/pdf, owner only); a page at a time, more with Load more.
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
import { LoadMore } from '@/components/LoadMore';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { statusWord } from '@/components/statusWord';
import { msg, useT } from '@/i18n';

/** Invoice statuses as the API sends them, as a reader sees them. */
const invoiceStatusWords: Record<string, string> = {
  paid: msg('Paid'),
  refunded: msg('Refunded'),
};

export const InvoicesTab = observer(function InvoicesTab() {
  const { invoices: store } = useStores();
  const toast = useToast();
  const t = useT();
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
      toast.error((isApiError(error) && error.serverMessage) || t('The invoice could not be downloaded.'));
    }
  }

  return (
    <section>
      <div className="list-toolbar">
        <SearchInput
          aria-label={t('Search invoices')}
          placeholder={t('Search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-toolbar-search"
        />
        <ChoiceSelect
          aria-label={t('Sort invoices')}
          value={sort}
          onChange={setSort}
          options={invoiceSorts.map((s) => ({ value: s, label: t(s) }))}
          className="list-toolbar-select"
        />
      </div>
      <Loaded resource={store.invoices}>
        {({ items }) => (
          <>
            <LazyTable<Invoice>
              scroll={{ x: 'max-content' }}
              rowKey="_id"
              loading={store.invoices.loading}
              dataSource={items}
              locale={{ emptyText: t('No invoices yet. An invoice is issued for every payment.') }}
              pagination={false}
              columns={[
                {
                  title: t('File name'),
                  dataIndex: 'fileName',
                  // A credit note names the invoice it corrects.
                  render: (name: string, i) =>
                    i.kind === 'credit_note' ? (
                      <span>
                        {name} <Tag color="blue">{t('Credit note')}</Tag>
                        <div className="form-hint">{t('against {invoice}', { invoice: i.corrects })}</div>
                      </span>
                    ) : (
                      name
                    ),
                },
                { title: t('Issued from'), dataIndex: 'issuedFrom' },
                {
                  title: t('Budget'),
                  dataIndex: 'totalPaise',
                  render: (total: number, i) => (
                    <span
                      title={t('Taxable {taxable} + GST {gst}', {
                        taxable: formatRupees(i.taxablePaise),
                        gst: formatRupees(i.gstPaise),
                      })}
                    >
                      {formatRupees(total)}
                    </span>
                  ),
                },
                {
                  title: t('Status'),
                  dataIndex: 'status',
                  render: (s: string) => (
                    <Tag color={s === 'refunded' ? 'blue' : 'green'}>
                      {s in invoiceStatusWords ? t(invoiceStatusWords[s]) : statusWord(s)}
                    </Tag>
                  ),
                },
                {
                  title: t('PDF'),
                  fixed: 'right',
                  render: (_, invoice) => (
                    <Button
                      size="small"
                      aria-label={t('Download {name}', { name: invoice.fileName })}
                      onClick={() => void download(invoice)}
                    >
                      {t('Download')}
                    </Button>
                  ),
                },
              ]}
            />
            <LoadMore more={store.moreInvoices} />
          </>
        )}
      </Loaded>
    </section>
  );
});
