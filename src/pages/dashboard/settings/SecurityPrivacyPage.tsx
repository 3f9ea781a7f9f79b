// Security & privacy (spec rows and defaults): sessions, visibility, the four toggles (saved per user),
// two-factor set-up, and the personal-data rights: Download my data (ZIP) and Delete my data (password).
import { Button } from 'antd';
import { PasswordInput } from '@/components/inputs';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { InfoRow, LinkRow, SelectRow, SettingsFrame, ToggleRow } from './parts';
import { StorageRow } from './StorageRow';
import { TwoFactorRow } from './TwoFactorRow';
import { PhoneRow } from './PhoneRow';
import { CalendarFeedRow } from './CalendarFeedRow';

function SecurityPrivacyPage() {
  const { account, auth } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  // The row's hint: this device's name, once the sessions are known (nothing if they cannot be loaded).
  const device = account.sessions.data?.items.find((s) => s.current)?.device ?? '';
  useEffect(() => {
    void account.sessions.load();
  }, [account]);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    try {
      const blob = await account.exportData();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'lexsetu-my-data.zip';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t('Your data is downloading.'));
    } catch (e) {
      console.warn('Export failed', e);
      toast.error(t('Could not prepare your data. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  async function erase() {
    setDeleteError(null);
    try {
      await account.deleteAccount(password);
      navigate('/');
    } catch (e) {
      setDeleteError(
        (isApiError(e) && e.serverMessage) || t('Could not delete your data. Please try again.'),
      );
    }
  }

  return (
    <SettingsFrame
      heading={t('Security & privacy')}
      description={t('Sessions, privacy settings, visibility controls and your data.')}
    >
      <LinkRow to="/dashboard/settings/session-management" label={t('Session management')} hint={device} />
      <PhoneRow current={auth.user?.phone} />
      <SelectRow
        name="profileVisibility"
        label={t('Privacy settings: who can see your profile')}
        options={[
          { value: 'everyone', label: t('Everyone') },
          { value: 'clients', label: t('My clients only') },
          { value: 'nobody', label: t('Nobody') },
        ]}
      />
      <InfoRow
        label={t('Visibility controls')}
        hint={t('Location below decides whether your city is shown.')}
      />
      <InfoRow
        label={t('Secured PIN')}
        hint={t('Each shared document gets its own PIN in Invoices → Documents.')}
      />
      <ToggleRow name="location" label={t('Location')} />
      {auth.user?.role === 'professional' && (
        <ToggleRow name="showEmail" label={t('Show my e-mail on my profile')} />
      )}
      <ToggleRow name="filterUnknownMessages" label={t('Filter messages from unknown users')} />
      <TwoFactorRow />
      <ToggleRow name="requireApproval" label={t('Require approval for consultation/service requests')} />
      <StorageRow />
      <CalendarFeedRow />
      <li className="settings-row">
        <span>{t('Download my data')}</span>
        <Button onClick={() => void download()} loading={downloading}>
          {t('Download my data')}
        </Button>
      </li>
      <li className="settings-row">
        <span>{t('Delete my data')}</span>
        <Button danger onClick={() => (setPassword(''), setDeleteError(null), setDeleting(true))}>
          {t('Delete my data')}
        </Button>
      </li>
      <LinkRow to="/privacy-policy" label={t('Privacy policy')} />
      <LazyModal
        open={deleting}
        title={t('Delete my data')}
        okText={t('Delete everything')}
        okButtonProps={{ danger: true, disabled: !password }}
        onOk={() => void erase()}
        onCancel={() => setDeleting(false)}
      >
        <p>
          {t(
            'Your account, requests, documents and settings are erased and you are signed out everywhere. Payment and invoice records are kept only as the law requires. This cannot be undone.',
          )}
        </p>
        <label htmlFor="delete-password">{t('Password')}</label>
        <PasswordInput
          id="delete-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {deleteError && (
          <p role="alert" className="form-error">
            {deleteError}
          </p>
        )}
      </LazyModal>
    </SettingsFrame>
  );
}

export default observer(SecurityPrivacyPage);
