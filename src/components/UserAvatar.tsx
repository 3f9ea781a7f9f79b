// The signed-in user's avatar in the headers (dashboard and public): the uploaded photo when there is one,
// the initials otherwise (asking for no image when the session says there is none). It asks the PhotoStore once
// per user; Profile's photo changes show at once.
import { Avatar } from '@/components/avatar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useStores } from '@/stores/context';

export const UserAvatar = observer(function UserAvatar({ className }: { className?: string }) {
  const { auth, photo } = useStores();
  const user = auth.user;
  useEffect(() => {
    if (user) void photo.load(user);
  }, [photo, user]);
  return photo.url ? (
    // Decorative: the link around it says whose it is.
    <Avatar className={className} src={photo.url} alt="" />
  ) : (
    <Avatar className={className}>{initialsOf(user?.name)}</Avatar>
  );
});
