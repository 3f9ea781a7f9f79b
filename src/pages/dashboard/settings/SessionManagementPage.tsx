// Devices where this account is logged in (GET /api/sessions); 'End session' deletes one, and ending the
// current one logs this device out.
import { sessionListSchema, type Session } from '@contract';
import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';

const when = (iso: string) => new Date(iso).toLocaleString();

export default function SessionManagementPage() {
  const { api, auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(await api.get('/api/sessions', { schema: sessionListSchema }));
      setFailed(false);
    } catch (error) {
      console.warn('Loading sessions failed', error);
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(session: Session) {
    setEnding(session._id);
    try {
      await api.delete(`/api/sessions/${encodeURIComponent(session._id)}`);
      if (session.current) {
        await auth.logout();
        navigate('/login');
        return;
      }
      toast.success('Session ended');
      setSessions((list) => list?.filter((s) => s._id !== session._id) ?? null);
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
      {failed && <p role="alert">Could not load your sessions. Please try again.</p>}
      {!sessions && !failed && <p role="status">Loading...</p>}
      {sessions && (
        <ul className="session-list" aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session._id}>
              <strong>{session.device}</strong> {session.current && <span>(This device)</span>}
              <div>Created {when(session.createdAt)}</div>
              <div>Last seen {when(session.lastSeenAt)}</div>
              <Button danger size="small" disabled={ending === session._id} onClick={() => void end(session)}>
                End session
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
