// The Schedules tabs as a reader sees them: the tab's name, its list and its empty text (the spec's words), one
// whole text per tab so each language says it its own way.
import type { ScheduleTab } from '@contract';
import { msg } from '@/i18n/language';

export const scheduleTabWords: Record<ScheduleTab, { name: string; list: string; empty: string }> = {
  upcoming: {
    name: msg('upcoming'),
    list: msg('upcoming schedules'),
    empty: msg('No upcoming schedules available.'),
  },
  live: { name: msg('live'), list: msg('live schedules'), empty: msg('No live schedules available.') },
  completed: {
    name: msg('completed'),
    list: msg('completed schedules'),
    empty: msg('No completed schedules available.'),
  },
};
