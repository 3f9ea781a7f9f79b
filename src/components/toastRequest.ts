// What a toast is and how long it shows (spec section 9: 5 s on public pages, 3 s in the app shell), shared by
// toast.tsx, which asks for toasts, and ToastHolder.tsx, which shows them.
import type { NotificationArgsProps } from 'antd';

export type ToastScope = 'public' | 'app';

export const TOAST_DURATION_MS: Record<ToastScope, number> = { public: 5000, app: 3000 };

export interface ToastRequest {
  kind: 'success' | 'error' | 'info';
  text: string;
  scope: ToastScope;
}

/** antd counts notification durations in seconds. */
export function toastOptions(scope: ToastScope): Pick<NotificationArgsProps, 'placement' | 'duration'> {
  return { placement: 'topRight', duration: TOAST_DURATION_MS[scope] / 1000 };
}
