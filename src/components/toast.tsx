// The one way to show a toast: an antd notification at the top right, 5 s on public pages and 3 s in the
// app shell (spec section 9). The dashboard layout marks its subtree with <ToastScopeProvider value="app">.
// antd's notification hook is used instead of antd's <App>, which would put Modal and message in first load.
// The container (ToastHolder, with antd) is fetched when the first toast is asked for, so pages that never
// show one (the home page) do not load antd; toasts asked for meanwhile are shown once it is there.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastRequest, ToastScope } from './toastRequest';

const ToastScopeContext = createContext<ToastScope>('public');
export const ToastScopeProvider = ToastScopeContext.Provider;

const ShowToastContext = createContext<((request: ToastRequest) => void) | null>(null);

const ToastHolder = lazy(() => import('./ToastHolder'));

/** Mounts the notification container on first use, inside the theme so toasts follow light/dark. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const waiting = useRef<ToastRequest[]>([]);
  // Counts the toasts asked for: 0 = none yet, the container is not loaded.
  const [asked, setAsked] = useState(0);
  const show = useCallback((request: ToastRequest) => {
    waiting.current.push(request);
    setAsked((n) => n + 1);
  }, []);
  const takeWaiting = useCallback(() => waiting.current.splice(0), []);
  return (
    <ShowToastContext.Provider value={show}>
      {asked > 0 && (
        <Suspense fallback={null}>
          <ToastHolder asked={asked} takeWaiting={takeWaiting} />
        </Suspense>
      )}
      {children}
    </ShowToastContext.Provider>
  );
}

export interface Toast {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

export function useToast(): Toast {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useToast() must be used inside <ToastProvider>');
  const scope = useContext(ToastScopeContext);
  return useMemo(
    () => ({
      success: (text) => show({ kind: 'success', text, scope }),
      error: (text) => show({ kind: 'error', text, scope }),
      info: (text) => show({ kind: 'info', text, scope }),
    }),
    [show, scope],
  );
}
