// The private calendar feed (GET /api/calendar/{secret}.ics): its address to paste into Google Calendar or
// Outlook ("subscribe from URL"), copied with one click; a new address replaces the old one, Revoke ends it.
// The EarningsStore holds the address (a Resource) and makes or revokes it.
import { Button, Space } from 'antd';
import { Input } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

// A row, not a screen: nothing while the address loads, and an address that could not be read counts as none
// (a new one can still be made) instead of <Loaded>'s skeleton and Retry.
export const CalendarFeedRow = observer(function CalendarFeedRow() {
  const { earnings, platform } = useStores();
  const toast = useToast();
  const t = useT();
  const feed = earnings.calendarFeed;

  useEffect(() => {
    void feed.load();
  }, [feed]);

  const url = feed.data ? feed.data.url : feed.state === 'failed' ? null : undefined;
  const absolute = url ? new URL(url, platform.apiBaseUrl || window.location.origin).toString() : '';

  async function make() {
    try {
      await earnings.newCalendarFeed();
      toast.success(t('New calendar address made. The old one no longer works.'));
    } catch {
      toast.error(t('The calendar address could not be made.'));
    }
  }
  async function revoke() {
    try {
      await earnings.revokeCalendarFeed();
      toast.success(t('Calendar address revoked.'));
    } catch {
      toast.error(t('The calendar address could not be revoked.'));
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success(t('Calendar address copied.'));
    } catch {
      toast.error(t('Copy failed: select the address and copy it.'));
    }
  }

  return (
    <li className="settings-row">
      <span>
        {t('Calendar feed')}
        <br />
        <small className="settings-hint">
          {t('Subscribe to your consultations in Google Calendar or Outlook. Keep the address private.')}
        </small>
      </span>
      {url ? (
        <Space wrap>
          <Input aria-label={t('Calendar feed address')} readOnly value={absolute} className="feed-address" />
          <Button onClick={() => void copy()}>{t('Copy')}</Button>
          <Button onClick={() => void make()}>{t('New address')}</Button>
          <Button danger onClick={() => void revoke()}>
            {t('Revoke')}
          </Button>
        </Space>
      ) : (
        url === null && <Button onClick={() => void make()}>{t('Get calendar address')}</Button>
      )}
    </li>
  );
});
