// The SMS gateway port (#58): one text to one Indian mobile number under a DLT template (TRAI requires every
// SMS sent in India to match a registered template). Texts may hold codes: they are never logged.

export interface Sms {
  /** E.164, e.g. +919876543210. */
  to: string;
  text: string;
  /** The DLT template id the text was registered under. */
  templateId: string;
}

export interface SmsGateway {
  readonly name: 'demo' | 'msg91' | 'none';
  send(sms: Sms): Promise<void>;
}

export class SmsError extends Error {
  override name = 'SmsError';
}
