// The private calendar feed (GET /api/calendar/{secret}.ics): its address to paste into Google Calendar or
// Outlook ("subscribe from URL"), copied with one click; a new address replaces the old one, Revoke ends it.
import { earningsEndpoints } from '@contract';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';

export function CalendarFeedRow() {
  const { api, platform } = useStores();
  const toast = useToast();
  const [url, setUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api
      .call(earningsEndpoints.calendarFeed, {})
      .then((feed) => live && setUrl(feed.url))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [api]);

  const absolute = url ? new URL(url, platform.apiBaseUrl || window.location.origin).toString() : '';

  async function make() {
    try {
      setUrl((await api.call(earningsEndpoints.newCalendarFeed, {})).url);
      toast.success('New calendar address made. The old one no longer works.');
    } catch {
      toast.error('The calendar address could not be made.');
    }
  }
  async function revoke() {
    try {
      await api.call(earningsEndpoints.revokeCalendarFeed, {});
      setUrl(null);
      toast.success('Calendar address revoked.');
    } catch {
      toast.error('The calendar address could not be revoked.');
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success('Calendar address copied.');
    } catch {
      toast.error('Copy failed: select the address and copy it.');
    }
  }

  return (
    <li className="settings-row">
      <span>
        Calendar feed
        <br />
        <small className="settings-hint">
          Subscribe to your consultations in Google Calendar or Outlook. Keep the address private.
        </small>
      </span>
      {url ? (
        <Space wrap>
          <Input aria-label="Calendar feed address" readOnly value={absolute} style={{ width: 320 }} />
          <Button onClick={() => void copy()}>Copy</Button>
          <Button onClick={() => void make()}>New address</Button>
          <Button danger onClick={() => void revoke()}>
            Revoke
          </Button>
        </Space>
      ) : (
        url === null && <Button onClick={() => void make()}>Get calendar address</Button>
      )}
    </li>
  );
}
