// The wallet's entries, newest first: when, what (top-up, instant consultation, refund), the signed amount, the
// balance after it, and a top-up's receipt as a PDF (GET /api/wallet/receipts/:id/pdf); more with Load more.
import type { Wallet, WalletEntry } from '@contract';
import { istDay } from '@contract/istCalendar';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { isApiError } from '@/api/ApiError';
import { saveBlob } from '@/api/download';
import { LazyTable } from '@/components/LazyTable';
import { LoadMore } from '@/components/LoadMore';
import { useToast } from '@/components/toast';
import { msg, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';
import { useStores } from '@/stores/context';

const kindWords: Record<WalletEntry['kind'], string> = {
  top_up: msg('Top-up'),
  charge: msg('Instant consultation'),
  refund: msg('Refund'),
};
const kindColours: Record<WalletEntry['kind'], string> = {
  top_up: 'green',
  charge: 'blue',
  refund: 'orange',
};

/** Money in, as the product writes it (₹500/-); money out with a minus sign in front (−₹40/-). */
export const signedRupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));

export const WalletEntries = observer(function WalletEntries({ wallet }: { wallet: Wallet }) {
  const { wallet: store } = useStores();
  const toast = useToast();
  const t = useT();

  async function download(entry: WalletEntry) {
    try {
      saveBlob(await store.receiptPdf(entry), entry.receipt?.fileName ?? 'receipt.pdf');
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('The receipt could not be downloaded.'));
    }
  }

  return (
    <>
      <LazyTable<WalletEntry>
        rowKey="_id"
        dataSource={wallet.entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('No entries yet. Top up to consult a lawyer who is available now.') }}
        columns={[
          {
            title: t('Date'),
            dataIndex: 'createdAt',
            render: (at: string) => <span className="nowrap">{formatDate(istDay(at))}</span>,
          },
          {
            title: t('Type'),
            dataIndex: 'kind',
            render: (kind: WalletEntry['kind']) => <Tag color={kindColours[kind]}>{t(kindWords[kind])}</Tag>,
          },
          { title: t('Description'), dataIndex: 'description', width: 220 },
          {
            title: t('Amount'),
            dataIndex: 'amountPaise',
            align: 'right',
            render: (paise: number) => <span className="nowrap">{signedRupees(paise)}</span>,
          },
          {
            title: t('Balance'),
            dataIndex: 'balanceAfterPaise',
            align: 'right',
            render: (paise: number) => <span className="nowrap">{formatRupees(paise)}</span>,
          },
          {
            title: t('Receipt'),
            key: 'receipt',
            render: (_: unknown, entry) =>
              entry.receipt && (
                <Button
                  size="small"
                  onClick={() => void download(entry)}
                  aria-label={t('Download receipt {number}', { number: entry.receipt.number })}
                >
                  {entry.receipt.number}
                </Button>
              ),
          },
        ]}
      />
      <LoadMore more={store.more} />
    </>
  );
});
