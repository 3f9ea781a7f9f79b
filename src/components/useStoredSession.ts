// For screens open to visitors (/payment, /profile, /cancle-premium): whether this device holds a session, so
// a visitor sees 'log in' at once instead of a call that can only answer 401.
import { useEffect, useState } from 'react';
import { useStores } from '@/stores/context';

export type StoredSessionState = 'checking' | 'signed-in' | 'signed-out';

export function useStoredSession(): StoredSessionState {
  const { auth } = useStores();
  const [state, setState] = useState<StoredSessionState>('checking');
  useEffect(() => {
    let live = true;
    void auth.hasStoredSession().then((has) => live && setState(has ? 'signed-in' : 'signed-out'));
    return () => {
      live = false;
    };
  }, [auth]);
  return state;
}
