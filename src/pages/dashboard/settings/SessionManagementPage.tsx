// Devices where this account is logged in (the AccountStore's sessions); 'End session' ends one, and ending the
// current one logs this device out.
import type { Session } from '@contract';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';
import { formatDateTime } from '@/i18n/dates';
import { useT } from '@/i18n';

const when = (iso: string) => formatDateTime(iso);

function SessionManagementPage() {
  const { account } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [ending, setEnding] = useState<string | null>(null);

  useEffect(() => {
    void account.sessions.load();
  }, [account]);

  async function end(session: Session) {
    setEnding(session._id);
    try {
      await account.endSession(session);
      if (session.current) return navigate('/login');
      toast.success(t('Session ended'));
    } catch (error) {
      console.warn('Ending the session failed', error);
      toast.error(t('Could not end the session. Please try again.'));
    } finally {
      setEnding(null);
    }
  }

  return (
    <Page heading={t('Session management')} description={t('Devices where you are logged in.')}>
      <SettingsBreadcrumb />
      <Loaded resource={account.sessions}>
        {(sessions) => (
          <>
            <ul className="session-list" aria-label={t('Sessions')}>
              {sessions.items.map((session) => (
                <li key={session._id}>
                  <strong>{session.device}</strong> {session.current && <span>{t('(This device)')}</span>}
                  <div>{t('Created {when}', { when: when(session.createdAt) })}</div>
                  <div>{t('Last seen {when}', { when: when(session.lastSeenAt) })}</div>
                  <Button
                    danger
                    size="small"
                    disabled={ending === session._id}
                    onClick={() => void end(session)}
                  >
                    {t('End session')}
                  </Button>
                </li>
              ))}
            </ul>
            <LoadMore more={account.moreSessions} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(SessionManagementPage);
