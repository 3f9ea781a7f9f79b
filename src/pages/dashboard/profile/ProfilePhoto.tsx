// The profile photo on /profile: the current photo (or initials), 'Change photo' through the platform's file
// picker (PNG or JPG; the server checks the bytes) and 'Remove photo'. The header avatar follows at once.
import { Button } from 'antd';
import { Avatar } from '@/components/avatar';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useStores } from '@/stores/context';

export const ProfilePhoto = observer(function ProfilePhoto({ name }: { name: string }) {
  const { photo, platform } = useStores();
  const toast = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function change() {
    const [file] = await platform.openFiles({
      accept: ['.png', '.jpg', '.jpeg', 'image/png', 'image/jpeg'],
      multiple: false,
    });
    if (!file) return;
    setBusy(true);
    try {
      await photo.upload(file);
      toast.success(t('Photo updated'));
    } catch (e) {
      toast.error((isApiError(e) && e.serverMessage) || t('Could not upload the photo. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await photo.remove();
      toast.success(t('Photo removed'));
    } catch {
      toast.error(t('Could not remove the photo. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="profile-photo">
      {photo.url ? (
        <Avatar size={64} src={photo.url} alt={t('Your photo')} />
      ) : (
        <Avatar size={64}>{initialsOf(name)}</Avatar>
      )}{' '}
      <Button onClick={() => void change()} loading={busy}>
        {t('Change photo')}
      </Button>{' '}
      {photo.url && (
        <Button onClick={() => void remove()} disabled={busy}>
          {t('Remove photo')}
        </Button>
      )}
    </div>
  );
});
