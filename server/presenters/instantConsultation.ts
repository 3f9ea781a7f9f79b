// An instant consultation (Consult now, #58) as the wire shows it (`instantConsultationSchema`).
import type { InstantConsultation, InstantState } from '@contract';
import type { InstantConsultationRow } from '../db/schema';

export interface InstantFacts {
  state: InstantState;
  viewerId: string;
  lawyerName: string;
  clientName: string;
  /** The client's balance (null when the lawyer reads it). */
  balancePaise: number | null;
  invoice: string | null;
}

export function presentInstant(row: InstantConsultationRow, facts: InstantFacts): InstantConsultation {
  const opened = row.accepted_at !== null;
  return {
    _id: row.id,
    state: facts.state,
    ringingUntil: row.ringing_until,
    myRole: row.client_id === facts.viewerId ? 'client' : 'lawyer',
    lawyer: { _id: row.lawyer_id, name: facts.lawyerName },
    client: { _id: row.client_id, name: facts.clientName },
    topic: row.topic,
    ratePaise: row.rate_paise,
    minutes: row.minutes,
    chargedPaise: row.charged_paise,
    balancePaise: facts.balancePaise,
    acceptedAt: row.accepted_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
    room: opened ? { kind: 'booking', id: row.id } : null,
    invoice: facts.invoice,
  };
}
