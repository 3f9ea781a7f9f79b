// Documents and legal-document orders: the catalogue's packages, orders, their events and files.

export interface DocumentsTable {
  id: string;
  user_id: string;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
  description: string;
  /** scrypt hash of the secured PIN, null when none. */
  pin_hash: string | null;
  pin_failures: number;
  pin_locked_until: string | null;
  shared_with: string | null;
  deleted_at: string | null;
  created_at: string;
}

/** A fixed-price legal-document package of the catalogue (migration 024); lists are JSON text. */
export interface ServicesTable {
  id: string;
  slug: string;
  title: string;
  category: 'drafting' | 'review' | 'trademark' | 'start-up';
  price_paise: number;
  gst_percent: number;
  turnaround_days: number;
  revisions: number;
  description: string;
  included: string;
  provides: string;
  questionnaire: string;
  position: number;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

export type ServiceOrderStatus =
  'awaiting_payment' | 'awaiting_lawyer' | 'in_progress' | 'revision_requested' | 'delivered' | 'cancelled';

/** One purchase of a package, its terms copied at purchase (migration 024). */
export interface ServiceOrdersTable {
  id: string;
  client_id: string;
  service_id: string;
  lawyer_id: string | null;
  status: ServiceOrderStatus;
  title: string;
  category: string;
  price_paise: number;
  turnaround_days: number;
  revisions_allowed: number;
  revisions_used: number;
  questionnaire: string;
  answers: string;
  call_booking_id: string | null;
  paid_at: string | null;
  details_at: string | null;
  accepted_at: string | null;
  due_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  unclaimed_notified_at: string | null;
  overdue_notified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ServiceOrderEventsTable {
  id: string;
  order_id: string;
  kind: string;
  actor_id: string | null;
  note: string;
  at: string;
}

export interface ServiceOrderFilesTable {
  id: string;
  order_id: string;
  kind: 'answer' | 'draft' | 'delivery';
  question_id: string | null;
  version: number | null;
  note: string;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
  uploaded_by: string | null;
  created_at: string;
}
