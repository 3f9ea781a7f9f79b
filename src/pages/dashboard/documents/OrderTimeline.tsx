// Every step of a document order with its time and actor.
import type { ServiceOrder } from '@contract';
import { Timeline } from 'antd';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';

export function OrderTimeline({ order }: { order: ServiceOrder }) {
  const t = useT();
  return (
    <Panel title={t('Timeline')} className="section-block">
      <Timeline
        items={order.timeline.map((e, i) => ({
          key: `${e.kind}-${i}`,
          content: (
            <span>
              {e.text}{' '}
              <span className="muted">
                — {e.actor}, {formatDateTime(e.at)}
              </span>
            </span>
          ),
        }))}
      />
    </Panel>
  );
}
