// The support statuses' words and tag colours, shared by the Help Center and the admins' inbox.
import type { SupportStatus } from '@contract';
import { msg } from '@/i18n';

export const supportStatusLabels: Record<SupportStatus, string> = {
  new: msg('Waiting for an answer'),
  answered: msg('Answered'),
  closed: msg('Closed'),
};

export const supportStatusColors: Record<SupportStatus, string> = {
  new: 'gold',
  answered: 'green',
  closed: 'default',
};
