// The zod-free part of requests.ts (which re-exports it): statuses, the form's messages and time slots. Screens
// import these as `@contract/requestTerms`, so their first load carries no schemas (or zod).

export const requestStatuses = ['new', 'on-going', 'completed'] as const;

export const requestMessages = {
  missingFields: 'Please fill all required fields.',
  notLoggedIn: 'Please log in to create a request.',
  created: 'Request created successfully!',
  createFailed: 'Error creating request:',
  submitFailed: 'An error occurred while submitting the form.',
  deleted: 'Request deleted successfully',
  deleteFailed: 'Error deleting request',
} as const;

const slotStartMinutes = 10 * 60;
const slotEndMinutes = 17 * 60 + 30;

function label(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Every slot: '10:00 AM' … '5:30 PM', every 30 minutes. */
export const allTimeSlots: readonly string[] = Array.from(
  { length: (slotEndMinutes - slotStartMinutes) / 30 + 1 },
  (_, i) => label(slotStartMinutes + i * 30),
);

/** 'YYYY-MM-DD' of a Date in local time. */
export function localDateKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Slots to offer for `date` ('YYYY-MM-DD'): all of them on later days, only those still ahead today, none in the past. */
export function availableTimeSlots(date: string, now: Date): string[] {
  const today = localDateKey(now);
  if (!date || date < today) return [];
  if (date > today) return [...allTimeSlots];
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return allTimeSlots.filter((_, i) => slotStartMinutes + i * 30 > nowMinutes);
}

/** Where a request's document is downloaded (requestEndpoints.document). */
export const requestDocumentPath = '/api/files/:id';
