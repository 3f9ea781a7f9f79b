// Password recovery (contract/auth.ts: recoveryEndpoints): ask for a code, check it, set the new password; and
// the offline demo inbox those codes land in when the server has no mail server (demoEndpoints). Each call
// rejects with the API's error: the pages word it from the spec's error catalogue.
import type { DemoMail, DemoSms, ForgotPasswordResponse } from '@contract';
import { makeAutoObservable } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';
import { msg } from '@/i18n';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const contract = () => import('@contract');

/** The demo inbox of one address: its mails newest first, or `off` (the server has none: 404). */
export type DemoInbox = { email: string; off: true } | { email: string; off: false; mails: DemoMail[] };

/** The demo SMS inbox of one number: its texts newest first, or `off` (the server sends real SMS, or is hosted). */
export type DemoSmsInbox = { phone: string; off: true } | { phone: string; off: false; texts: DemoSms[] };

export class RecoveryStore {
  /** The address the demo inbox shows. */
  inboxEmail = '';
  readonly inbox = new Resource<DemoInbox>(
    () => this.fetchInbox(this.inboxEmail),
    msg('Could not load the demo inbox. Please try again.'),
  );

  /** The number the demo SMS inbox shows, as typed. */
  smsPhone = '';
  readonly smsInbox = new Resource<DemoSmsInbox>(
    () => this.fetchSms(this.smsPhone),
    msg('Could not load the demo SMS inbox. Please try again.'),
  );

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    makeAutoObservable<RecoveryStore, 'api' | 'fetchInbox' | 'fetchSms'>(this, {
      api: false,
      inbox: false,
      fetchInbox: false,
      smsInbox: false,
      fetchSms: false,
    });
  }

  /** Mails a code to the account; the reply says when another may be asked for, and whether it went to the
   * demo inbox. */
  async requestCode(email: string): Promise<ForgotPasswordResponse> {
    const { recoveryEndpoints } = await contract();
    return this.api.call(recoveryEndpoints.forgotPassword, { body: { email } });
  }

  /** A right code answers the single-use reset token. */
  async verifyCode(email: string, otp: string): Promise<string> {
    const { recoveryEndpoints } = await contract();
    const reply = await this.api.call(recoveryEndpoints.verifyOtp, { body: { email, otp } });
    return reply.resetToken;
  }

  async resetPassword(email: string, newPassword: string, resetToken: string): Promise<void> {
    const { recoveryEndpoints } = await contract();
    await this.api.call(recoveryEndpoints.resetPassword, { body: { email, newPassword, resetToken } });
  }

  /** Shows the demo inbox of `email` (another address's mails are not kept on screen meanwhile). */
  showInbox(email: string): Promise<void> {
    if (email !== this.inboxEmail) this.inbox.reset();
    this.inboxEmail = email;
    return this.inbox.load();
  }

  private async fetchInbox(email: string): Promise<DemoInbox> {
    const { demoEndpoints } = await contract();
    try {
      const mails = await this.api.call(demoEndpoints.inbox, { query: { email } });
      return { email, off: false, mails: [...mails].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    } catch (error) {
      // No demo inbox on this server (SMTP configured, or hosted): not a failure to retry.
      if (isApiError(error) && error.status === 404) return { email, off: true };
      throw error;
    }
  }

  /** Shows the demo SMS inbox of `phone` (any spelling the API takes). */
  showSms(phone: string): Promise<void> {
    if (phone !== this.smsPhone) this.smsInbox.reset();
    this.smsPhone = phone;
    return this.smsInbox.load();
  }

  private async fetchSms(phone: string): Promise<DemoSmsInbox> {
    const { demoEndpoints } = await contract();
    try {
      const texts = await this.api.call(demoEndpoints.sms, { query: { phone } });
      return { phone, off: false, texts };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { phone, off: true };
      throw error;
    }
  }
}
