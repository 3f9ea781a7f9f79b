// Said wherever the session is only in memory (desktop app without a keychain or secure storage): the user
// will be asked to log in again after closing LexSetu. Driven by the platform's capability, not by "is Electron".
import { Alert } from 'antd';
import { useState } from 'react';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';

export const memorySessionMessage = msg(
  'Your session is kept in memory only on this computer: you will need to log in again after closing LexSetu.',
);

export function MemorySessionNotice({ dismissible = false }: { dismissible?: boolean }) {
  const { platform } = useStores();
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  if (platform.tokenPersistence !== 'memory' || dismissed) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t(memorySessionMessage)}
      description={t('This computer has no keychain or secure storage LexSetu can use for your login.')}
      closable={dismissible ? { 'aria-label': t('Dismiss'), onClose: () => setDismissed(true) } : false}
      className="gap-below"
    />
  );
}
