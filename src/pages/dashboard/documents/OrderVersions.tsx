// A document order's versions, newest first, each to download, with the client's revision request and approval.
import type { ServiceOrder } from '@contract';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sizeText } from '@/components/FileChoice';
import { TextArea } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { T, useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import type { OrderSide } from './orderSide';

interface Props {
  order: ServiceOrder;
  side: OrderSide;
  onDownload: (fileId: string, name: string) => void;
  /** Runs an action and toasts its outcome. */
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
}

export function OrderVersions({ order, side, onDownload, run }: Props) {
  const { serviceOrders } = useStores();
  const t = useT();
  const [comments, setComments] = useState('');
  const versions = [...order.deliveries].sort((a, b) => b.version - a.version);
  return (
    <Panel title={t('Versions')} className="section-block">
      {versions.length === 0 ? (
        <p className="muted">{t('No version yet.')}</p>
      ) : (
        <ul className="plain stacked-list" aria-label={t('Versions')}>
          {versions.map((v) => (
            <li key={v._id}>
              <strong>
                {v.kind === 'draft'
                  ? t('First draft (generated from the answers)')
                  : t('Version {number}', { number: v.version })}
              </strong>
              : {v.name} ({sizeText(v.size)}), {formatDateTime(v.createdAt)}
              {v.note && <span className="muted"> · {v.note}</span>}{' '}
              <Button
                size="small"
                onClick={() => onDownload(v._id, v.name)}
                aria-label={t('Download {name}', { name: v.name })}
              >
                {t('Download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(order.can.revise || order.can.approve) && (
        <div className="stacked-form section-gap">
          {order.can.revise && (
            <>
              <label htmlFor="revision-comments">
                {t('What should change ({count, plural, one {# revision} other {# revisions}} left)', {
                  count: order.revisionsAllowed - order.revisionsUsed,
                })}
              </label>
              <TextArea
                id="revision-comments"
                value={comments}
                onChange={(e) => setComments(e.target.value)}
              />
              <Button
                disabled={!comments.trim()}
                onClick={() =>
                  void run(async () => {
                    await serviceOrders.revise(order._id, comments);
                    setComments('');
                  }, t('Revision requested. The lawyer has been told.'))
                }
              >
                {t('Ask for a revision')}
              </Button>
            </>
          )}
          {order.can.approve && (
            <Button
              type="primary"
              onClick={() =>
                void run(
                  () => serviceOrders.approve(order._id),
                  t('Document approved. It is on its way to your e-mail and in your Documents.'),
                )
              }
            >
              {t('Approve the latest version')}
            </Button>
          )}
        </div>
      )}
      {order.status === 'delivered' &&
        (side === 'client' ? (
          <p>
            <T
              id="Delivered by e-mail and kept in <0>Documents</0>."
              components={{ 0: <Link to="/dashboard/invoices" /> }}
            />
          </p>
        ) : (
          <p>{t('Delivered: the client has the document by e-mail and in their Documents.')}</p>
        ))}
    </Panel>
  );
}
