// The request tabs as a reader sees them: the tab's name (the spec's lower-case words) and its list's name.
import type { RequestStatus } from '@contract';
import { msg } from '@/i18n/language';

export const requestTabWords: Record<RequestStatus, { name: string; list: string }> = {
  new: { name: msg('new'), list: msg('new requests') },
  'on-going': { name: msg('on-going'), list: msg('on-going requests') },
  completed: { name: msg('completed'), list: msg('completed requests') },
};
