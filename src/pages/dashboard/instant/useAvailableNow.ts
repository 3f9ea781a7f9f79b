// Whether the lawyer on a profile is 'Available now' (#58): the profile's own field once the server sends it,
// else asked of the search; false on one's own profile and while unknown.
import type { ExpertProfile } from '@contract';
import { useEffect, useState } from 'react';
import { useStores } from '@/stores/context';

export function useAvailableNow(lawyer: ExpertProfile | null | undefined, own: boolean): boolean {
  const { instant } = useStores();
  const [found, setFound] = useState<{ id: string; available: boolean } | null>(null);
  const told = lawyer && 'availableNow' in lawyer ? lawyer.availableNow === true : null;
  const id = lawyer?._id;
  const name = lawyer?.name;
  useEffect(() => {
    if (!id || !name || own || told !== null) return;
    let current = true;
    instant
      .isAvailableNow({ _id: id, name })
      .then((available) => current && setFound({ id, available }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [instant, id, name, own, told]);
  if (own || !lawyer) return false;
  return told ?? (found?.id === lawyer._id && found.available);
}
