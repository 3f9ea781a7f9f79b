// Admins: the legal-document catalogue (add a package, change a price, retire or restore one; orders already
// bought keep their terms) and the stuck orders (no lawyer in 24 working hours, or past their turnaround).
import type { Service, ServiceOrder } from '@contract';
import { formatRupees } from '@contract/rupees';
import { serviceCategories } from '@contract/serviceOrderTerms';
import { Alert, Button, Tag } from 'antd';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { LazyInputNumber } from '@/components/LazyInputNumber';
import { Input } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { msg, useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { orderStatusLabels } from '../documents/orderTerms';

const didNotWork = msg('That did not work. Please try again.');

/** The contract's serviceCategories as the catalogue names them. */
const categoryLabels: Record<Service['category'], string> = {
  drafting: msg('Drafting'),
  review: msg('Review'),
  trademark: msg('Trademark'),
  'start-up': msg('Start-up'),
};

function PriceCell({ service }: { service: Service }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const t = useT();
  const [rupees, setRupees] = useState<number | null>(service.pricePaise / 100);
  const changed = rupees !== null && Math.round(rupees * 100) !== service.pricePaise;
  return (
    <span className="inline-actions">
      <LazyInputNumber
        aria-label={t('Price of {title} in rupees', { title: service.title })}
        min={1}
        value={rupees}
        onChange={(v) => setRupees(v)}
      />
      <Button
        size="small"
        disabled={!changed}
        onClick={() =>
          serviceOrders
            .updateService(service._id, { pricePaise: Math.round((rupees ?? 0) * 100) })
            .then(() => toast.success(t('Price saved.')))
            .catch((e: unknown) => toast.error(messageOf(e, t(didNotWork))))
        }
      >
        {t('Save')}
      </Button>
    </span>
  );
}

function DocumentCataloguePage() {
  const { serviceOrders, auth } = useStores();
  const toast = useToast();
  const t = useT();
  const isAdmin = auth.user?.role === 'admin';
  const [draft, setDraft] = useState({
    slug: '',
    title: '',
    category: 'drafting' as Service['category'],
    rupees: 999,
    days: 3,
    revisions: 1,
  });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (isAdmin) void serviceOrders.loadAdmin();
  }, [isAdmin, serviceOrders]);
  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await serviceOrders.createService({
        slug: draft.slug.trim(),
        title: draft.title.trim(),
        category: draft.category,
        pricePaise: Math.round(draft.rupees * 100),
        turnaroundDays: draft.days,
        revisions: draft.revisions,
      });
      toast.success(t('Package added.'));
      setDraft((d) => ({ ...d, slug: '', title: '' }));
    } catch (e) {
      setError(messageOf(e, t(didNotWork)));
    }
  }

  return (
    <Page
      heading={t('Document catalogue')}
      description={t('Packages on sale, their prices, and orders that need attention.')}
    >
      <Loaded resource={serviceOrders.admin}>
        {({ services, stuck }) => (
          <>
            <Panel title={t('Stuck orders')} className="gap-below">
              <LazyTable<ServiceOrder>
                rowKey="_id"
                scroll={{ x: 'max-content' }}
                pagination={false}
                dataSource={stuck}
                locale={{ emptyText: t('No stuck orders.') }}
                columns={[
                  {
                    title: t('Order'),
                    key: 'title',
                    render: (_, o) => (
                      <Link to={`/dashboard/service-orders/${o._id}`}>{o.service.title}</Link>
                    ),
                  },
                  {
                    title: t('Status'),
                    key: 'status',
                    render: (_, o) => <Tag>{t(orderStatusLabels[o.status])}</Tag>,
                  },
                  { title: t('Client'), key: 'client', render: (_, o) => o.client.name },
                  { title: t('Lawyer'), key: 'lawyer', render: (_, o) => o.lawyer?.name ?? '—' },
                  {
                    title: t('Due'),
                    key: 'due',
                    render: (_, o) => (o.dueAt ? formatDateTime(o.dueAt) : '—'),
                  },
                ]}
              />
            </Panel>
            <Panel title={t('Packages')} className="gap-below">
              <LazyTable<Service>
                rowKey="_id"
                scroll={{ x: 'max-content' }}
                pagination={false}
                dataSource={services}
                columns={[
                  {
                    title: t('Package'),
                    key: 'title',
                    render: (_, s) => <Link to={`/documents/${s.slug}`}>{s.title}</Link>,
                  },
                  {
                    title: t('Category'),
                    dataIndex: 'category',
                    render: (c: Service['category']) => t(categoryLabels[c]),
                  },
                  {
                    title: t('Price (₹)'),
                    key: 'price',
                    render: (_, s) => <PriceCell key={s.pricePaise} service={s} />,
                  },
                  { title: t('Shown as'), key: 'shown', render: (_, s) => formatRupees(s.pricePaise) },
                  {
                    title: t('On sale'),
                    key: 'retired',
                    fixed: 'right',
                    render: (_, s) => (
                      <Button
                        size="small"
                        danger={!s.retired}
                        onClick={() =>
                          serviceOrders
                            .updateService(s._id, { retired: !s.retired })
                            .catch((e: unknown) => toast.error(messageOf(e, t(didNotWork))))
                        }
                      >
                        {s.retired ? t('Restore') : t('Retire')}
                      </Button>
                    ),
                  },
                ]}
              />
            </Panel>
          </>
        )}
      </Loaded>
      <Panel title={t('Add a package')}>
        <form onSubmit={add} className="stacked-form" noValidate>
          <label htmlFor="pkg-title">{t('Title')}</label>
          <Input
            id="pkg-title"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <label htmlFor="pkg-slug">{t('Slug (e.g. gift-deed)')}</label>
          <Input
            id="pkg-slug"
            value={draft.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          />
          <label htmlFor="pkg-category">{t('Category')}</label>
          <ChoiceSelect
            id="pkg-category"
            value={draft.category}
            onChange={(category) => setDraft({ ...draft, category })}
            options={serviceCategories.map((c) => ({ value: c, label: t(categoryLabels[c]) }))}
          />
          <label htmlFor="pkg-price">{t('Price (₹, GST included)')}</label>
          <LazyInputNumber
            id="pkg-price"
            min={1}
            value={draft.rupees}
            onChange={(v) => setDraft({ ...draft, rupees: v ?? 1 })}
          />
          <label htmlFor="pkg-days">{t('Turnaround (working days)')}</label>
          <LazyInputNumber
            id="pkg-days"
            min={1}
            max={60}
            value={draft.days}
            onChange={(v) => setDraft({ ...draft, days: v ?? 1 })}
          />
          <label htmlFor="pkg-revisions">{t('Revisions included')}</label>
          <LazyInputNumber
            id="pkg-revisions"
            min={0}
            max={10}
            value={draft.revisions}
            onChange={(v) => setDraft({ ...draft, revisions: v ?? 0 })}
          />
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" htmlType="submit">
            {t('Add package')}
          </Button>
        </form>
      </Panel>
    </Page>
  );
}

export default observer(DocumentCataloguePage);
