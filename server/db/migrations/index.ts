// The ordered registry of every migration. Add a new file (011_x.ts) and append it here; never edit a shipped one.
import { initialMigration } from './001_initial';
import { accountsMigration } from './002_accounts';
import { lawyersMigration } from './003_lawyers';
import { requestsMigration } from './004_requests';
import { notificationsMigration } from './005_notifications';
import { bookingsMigration } from './006_bookings';
import { verificationMigration } from './007_verification';
import { moneyMigration } from './008_money';
import { accountCentreMigration } from './009_account_centre';
import { publicSiteMigration } from './010_public_site';
import { hostedMigration } from './011_hosted';
import { consultationsMigration } from './012_consultations';
import { officeAddressMigration } from './013_office_address';
import { requestChatMigration } from './014_request_chat';
import { totpReplayMigration } from './015_totp_replay';
import { searchRowsMigration } from './016_search_rows';
import { openSessionsMigration } from './017_open_sessions';
import { bookedPriceMigration } from './018_booked_price';
import { endAndMentionsMigration } from './019_end_and_mentions';
import { refundsMigration } from './020_refunds';
import { reviewsMigration } from './021_reviews';
import { remindersMigration } from './022_reminders';
import { documentNumbersMigration } from './023_document_numbers';
import { serviceOrdersMigration } from './024_service_orders';
import { earningsMigration } from './025_earnings';
import { authEpochMigration } from './026_auth_epoch';
import { searchCityMigration } from './027_search_city';
import { listIndexesMigration } from './028_list_indexes';
import { tdsMigration } from './029_tds';
import { missedMigration } from './030_missed';
import { noticeKeysMigration } from './031_notice_keys';
import { scriptNamesMigration } from './032_script_names';
import { moreListIndexesMigration } from './033_more_list_indexes';
import { auditLogMigration } from './034_audit_log';
import { suspensionMigration } from './035_suspension';
import { refundExceptionsMigration } from './036_refund_exceptions';
import { supportRepliesMigration } from './037_support_replies';
import { phonesMigration } from './038_phones';
import { smsRemindersMigration } from './039_sms_reminders';
import { walletMigration } from './040_wallet';
import { instantConsultationsMigration } from './041_instant_consultations';
import type { Migration } from './types';

export const migrations: readonly Migration[] = [
  initialMigration,
  accountsMigration,
  lawyersMigration,
  requestsMigration,
  notificationsMigration,
  bookingsMigration,
  verificationMigration,
  moneyMigration,
  accountCentreMigration,
  publicSiteMigration,
  hostedMigration,
  consultationsMigration,
  officeAddressMigration,
  requestChatMigration,
  totpReplayMigration,
  searchRowsMigration,
  openSessionsMigration,
  bookedPriceMigration,
  endAndMentionsMigration,
  refundsMigration,
  reviewsMigration,
  remindersMigration,
  documentNumbersMigration,
  serviceOrdersMigration,
  earningsMigration,
  authEpochMigration,
  searchCityMigration,
  listIndexesMigration,
  tdsMigration,
  missedMigration,
  noticeKeysMigration,
  scriptNamesMigration,
  moreListIndexesMigration,
  auditLogMigration,
  suspensionMigration,
  refundExceptionsMigration,
  supportRepliesMigration,
  phonesMigration,
  smsRemindersMigration,
  walletMigration,
  instantConsultationsMigration,
];

export type { Migration, MigrationTransaction } from './types';
