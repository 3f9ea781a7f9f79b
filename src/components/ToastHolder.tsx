// antd's notification container for toast.tsx, loaded with the first toast: shows every toast asked for
// since the last render (`asked` counts them, so each new one renders this again).
import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from '@/theme/AntdTheme';
import { toastOptions, type ToastRequest } from './toastRequest';

interface HolderProps {
  asked: number;
  takeWaiting: () => ToastRequest[];
}

function Notifications({ asked, takeWaiting }: HolderProps) {
  const [api, contextHolder] = notification.useNotification();
  useEffect(() => {
    for (const toast of takeWaiting()) api[toast.kind]({ title: toast.text, ...toastOptions(toast.scope) });
  }, [api, asked, takeWaiting]);
  return contextHolder;
}

export default function ToastHolder(props: HolderProps) {
  return (
    <AntdTheme>
      <Notifications {...props} />
    </AntdTheme>
  );
}
