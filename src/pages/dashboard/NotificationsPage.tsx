// Notifications (spec): each notice with icon, message and relative time ('2 hours ago'); which notices a user
// gets is the server's rule (services/notifications.ts: the lawyer promotions go to lawyers only). Unread ones are
// bold with a dot, read ones muted without. Opening the list marks
// the notices it shows read (those unread then stay marked 'Unread' on the page), opening one follows its link,
// 'Mark all as read' clears the bell's count.
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { Button } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/hi';
import 'dayjs/locale/ta';
import relativeTime from 'dayjs/plugin/relativeTime';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '@contract';
import { LoadMore } from '@/components/LoadMore';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { currentLocale, useT } from '@/i18n';
import { useStores } from '@/stores/context';

dayjs.extend(relativeTime);

/** An icon per kind of notice (the side navigation's icon set). */
const icons: Record<string, ComponentType> = {
  request: FileTextOutlined,
  booking: CalendarOutlined,
  payment: WalletOutlined,
  verification: SafetyCertificateOutlined,
  referral: GiftOutlined,
  system: NotificationOutlined,
  message: MessageOutlined,
};

export default observer(function NotificationsPage() {
  const { notifications } = useStores();
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    void notifications.open();
  }, [notifications]);

  function open(item: AppNotification) {
    void notifications.markRead(item._id);
    if (item.link) navigate(item.link);
  }

  return (
    <Page
      heading={t('Notifications')}
      description={t('News about your account and offers.')}
      actions={
        <Button
          onClick={() => void notifications.markAllRead()}
          disabled={!notifications.items || notifications.unreadCount === 0}
        >
          {t('Mark all as read')}
        </Button>
      }
    >
      <Loaded
        resource={notifications.list}
        isEmpty={(list) => list.items.length === 0}
        empty={<p>{t('No notifications yet.')}</p>}
      >
        {(list) => (
          <>
            <ul className="notification-list" aria-label={t('Notifications')}>
              {list.items.map((item) => (
                <li
                  key={item._id}
                  className={notifications.isNew(item) ? 'notification notification-unread' : 'notification'}
                >
                  <button type="button" className="notification-open" onClick={() => open(item)}>
                    <NoticeIcon kind={item.kind} />
                    <span className="notification-message">
                      {notifications.isNew(item) && <span className="visually-hidden">{t('Unread:')} </span>}
                      {item.message}
                    </span>
                    <time dateTime={item.createdAt}>
                      {dayjs(item.createdAt).locale(currentLocale()).fromNow()}
                    </time>
                    {/* Unread: a dot (and bold); read: muted, no dot. */}
                    <span
                      className={notifications.isNew(item) ? 'notification-dot' : 'notification-dot-none'}
                      aria-hidden="true"
                    />
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore more={notifications.more} label={t('Show older notifications')} />
          </>
        )}
      </Loaded>
    </Page>
  );
});

function NoticeIcon({ kind }: { kind: string }) {
  const Icon = icons[kind] ?? BellOutlined;
  return (
    <span className="notification-icon" aria-hidden="true" data-kind={kind}>
      <Icon />
    </span>
  );
}
