// Invoices: tabs Documents and Invoices (?tab=invoices opens the second, e.g. after a payment).
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageTabs } from '@/components/PageTabs';
import { useT } from '@/i18n';
import { DocumentsTab } from './money/DocumentsTab';
import { InvoicesTab } from './money/InvoicesTab';

export default function InvoicesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invoices' ? 'invoices' : 'documents';
  return (
    <Page heading={t('Invoices')} description={t('Your documents and invoices.')}>
      <PageTabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'invoices' ? { tab: 'invoices' } : {}, { replace: true })}
        items={[
          { key: 'documents', label: t('Documents'), children: <DocumentsTab /> },
          { key: 'invoices', label: t('Invoices'), children: <InvoicesTab /> },
        ]}
      />
    </Page>
  );
}
