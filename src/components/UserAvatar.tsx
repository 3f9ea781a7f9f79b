// The signed-in user's avatar in the headers (dashboard and public): the uploaded photo when there is one,
// the initials otherwise. It asks the PhotoStore once per user; Profile's photo changes show at once.
import { Avatar } from '@/components/avatar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '@/i18n/language';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useStores } from '@/stores/context';

export const UserAvatar = observer(function UserAvatar({ className }: { className?: string }) {
  const { auth, photo } = useStores();
  const t = useT();
  const userId = auth.user?.id;
  useEffect(() => {
    if (userId) void photo.load(userId);
  }, [photo, userId]);
  return photo.url ? (
    <Avatar className={className} src={photo.url} alt={t('Your photo')} />
  ) : (
    <Avatar className={className}>{initialsOf(auth.user?.name)}</Avatar>
  );
});
