// The spec's request row (section 3) for the shared list of the on-going and completed tabs: fallbacks and
// formats in one pure function.
import type { ConsultationRequest } from '@contract';
import { formatRupees } from '@contract/rupees';
import { msg, translate } from '@/i18n';
import { formatDate } from '@/i18n/dates';

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

/** A consultation type as the reader's language names it. */
export const consultationTypeWords: Record<RequestRow['consultationType'], string> = {
  Online: msg('Online'),
  'On-site': msg('On-site'),
  Unknown: msg('Unknown'),
};

/** A request's date as the spec shows dates (MM/dd/yyyy), or 'date not found'. */
export function requestDate(value: string): string {
  return formatDate(value) || translate('date not found');
}

export function requestRow(request: ConsultationRequest): RequestRow {
  return {
    expert: request.expert || translate('expert not assigned'),
    image: request.image || undefined,
    date: requestDate(request.date),
    timing: request.timing || translate('not available'),
    consultationType: typeOf(request.consultationType),
    mention: request.mention,
    budget: request.budget === null ? '—' : formatRupees(Math.round(request.budget * 100)),
    status: request.status === 'completed',
  };
}

/** The sign on a row's More actions button (named in words by its aria-label): the same in every language. */
export const moreActionsSign = '⋯';

/** The room page of an accepted request's chat. */
export const requestChatPath = (requestId: string) => `/dashboard/requests/${requestId}/chat`;
