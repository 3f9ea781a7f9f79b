// Invoices: tabs Documents and Invoices (?tab=invoices opens the second, e.g. after a payment).
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageTabs } from '@/components/PageTabs';
import { DocumentsTab } from './money/DocumentsTab';
import { InvoicesTab } from './money/InvoicesTab';

export default function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invoices' ? 'invoices' : 'documents';
  return (
    <Page heading="Invoices" description="Your documents and invoices.">
      <PageTabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'invoices' ? { tab: 'invoices' } : {}, { replace: true })}
        items={[
          { key: 'documents', label: 'Documents', children: <DocumentsTab /> },
          { key: 'invoices', label: 'Invoices', children: <InvoicesTab /> },
        ]}
      />
    </Page>
  );
}
