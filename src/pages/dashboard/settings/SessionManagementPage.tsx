// Devices where this account is logged in (the AccountStore's sessions); 'End session' ends one, and ending the
// current one logs this device out.
import type { Session } from '@contract';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';
import { formatDateTime } from '@/i18n/dates';

const when = (iso: string) => formatDateTime(iso);

function SessionManagementPage() {
  const { account } = useStores();
  const toast = useToast();
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
      toast.success('Session ended');
    } catch (error) {
      console.warn('Ending the session failed', error);
      toast.error('Could not end the session. Please try again.');
    } finally {
      setEnding(null);
    }
  }

  return (
    <Page heading="Session management" description="Devices where you are logged in.">
      <SettingsBreadcrumb />
      <Loaded resource={account.sessions}>
        {(sessions) => (
          <ul className="session-list" aria-label="Sessions">
            {sessions.map((session) => (
              <li key={session._id}>
                <strong>{session.device}</strong> {session.current && <span>(This device)</span>}
                <div>Created {when(session.createdAt)}</div>
                <div>Last seen {when(session.lastSeenAt)}</div>
                <Button
                  danger
                  size="small"
                  disabled={ending === session._id}
                  onClick={() => void end(session)}
                >
                  End session
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(SessionManagementPage);
