// The spec's request row (section 3) for the shared list of the on-going and completed tabs: fallbacks and
// formats in one pure function.
import { formatRupees, type ConsultationRequest } from '@contract';
import dayjs from 'dayjs';

export interface RequestRow {
  expert: string;
  image?: string;
  date: string;
  timing: string;
  consultationType: 'Online' | 'On-site' | 'Unknown';
  mention: string;
  budget: string;
  /** true shows 'Completed' in green, false 'Pending' in red. */
  status: boolean;
}

function typeOf(value: string): RequestRow['consultationType'] {
  if (value === 'Online' || value === 'online') return 'Online';
  if (value === 'On-site' || value === 'on-site') return 'On-site';
  return 'Unknown';
}

export function requestRow(request: ConsultationRequest): RequestRow {
  const date = dayjs(request.date);
  return {
    expert: request.expert || 'expert not assigned',
    image: request.image || undefined,
    date: request.date && date.isValid() ? date.format('MM/DD/YYYY') : 'date not found',
    timing: request.timing || 'not available',
    consultationType: typeOf(request.consultationType),
    mention: request.mention,
    budget: request.budget === null ? '—' : formatRupees(Math.round(request.budget * 100)),
    status: request.status === 'completed',
  };
}
