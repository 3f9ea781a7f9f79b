// The one way to show a toast: an antd notification at the top right, 5 s on public pages and 3 s in the
// app shell (spec section 9). The dashboard layout marks its subtree with <ToastScopeProvider value="app">.
// antd's notification hook is used instead of antd's <App>, which would put Modal and message in first load.
import { notification, type NotificationArgsProps } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type ToastScope = 'public' | 'app';

export const TOAST_DURATION_MS: Record<ToastScope, number> = { public: 5000, app: 3000 };

const ToastScopeContext = createContext<ToastScope>('public');
export const ToastScopeProvider = ToastScopeContext.Provider;

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

const NotificationContext = createContext<NotificationInstance | null>(null);

/** Mounts the notification container once, inside the theme so toasts follow light/dark. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, contextHolder] = notification.useNotification();
  return (
    <NotificationContext.Provider value={api}>
      {contextHolder}
      {children}
    </NotificationContext.Provider>
  );
}

/** antd counts notification durations in seconds. */
export function toastOptions(scope: ToastScope): Pick<NotificationArgsProps, 'placement' | 'duration'> {
  return { placement: 'topRight', duration: TOAST_DURATION_MS[scope] / 1000 };
}

export interface Toast {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

export function useToast(): Toast {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  const scope = useContext(ToastScopeContext);
  return useMemo(() => {
    const options = toastOptions(scope);
    return {
      success: (text) => api.success({ title: text, ...options }),
      error: (text) => api.error({ title: text, ...options }),
      info: (text) => api.info({ title: text, ...options }),
    };
  }, [api, scope]);
}
