import { Avatar } from '@/components/avatar';
import { useEffect, useState } from 'react';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useStores } from '@/stores/context';

/** An uploaded photo is an API address that needs the bearer token: fetched through the experts store. */
function usePhotoSrc(image: string | null): string | null {
  const { experts } = useStores();
  const authed = Boolean(image?.startsWith('/api/'));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image || !authed) return;
    let url: string | null = null;
    let live = true;
    experts
      .photo(image)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [experts, image, authed]);
  return authed ? src : image;
}

/** The expert's photo, or their initials when there is none. */
export function ExpertAvatar({ name, image, size }: { name: string; image: string | null; size?: number }) {
  const src = usePhotoSrc(image);
  return src ? (
    <Avatar src={src} alt="" size={size} />
  ) : (
    <Avatar size={size} aria-hidden="true">
      <span translate="no">{initialsOf(name)}</span>
    </Avatar>
  );
}
