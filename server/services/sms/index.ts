// SMS: MSG91 when its settings are set, else the demo inbox in demo mode, else a gateway that refuses (codes
// cannot be sent; the use cases answer 503). Built once per app in adapters.ts.
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { createDemoSmsGateway, demoReminderTemplateId, demoTemplateId } from './demo';
import { createMsg91Gateway } from './msg91';
import { SmsError, type SmsGateway } from './port';

export { demoReminderTemplateId, demoSmsInbox, demoTemplateId } from './demo';
export { SmsError, type Sms, type SmsGateway } from './port';

export function smsGatewayFor({ config, db, clock }: { config: Config; db: Db; clock: Clock }): SmsGateway {
  if (config.msg91) return createMsg91Gateway(config.msg91);
  if (config.demoSms) return createDemoSmsGateway({ db, clock });
  return {
    name: 'none',
    async send() {
      throw new SmsError('No SMS gateway is configured.');
    },
  };
}

/** The DLT template of SMS codes: the registered one with MSG91, a demo name otherwise. */
export function codeTemplateId(config: Config): string {
  return config.msg91?.codeTemplateId ?? demoTemplateId;
}

/** The DLT template of reminder texts: null when MSG91 runs without one (reminders then go by mail only). */
export function reminderTemplateId(config: Config): string | null {
  if (config.msg91) return config.msg91.reminderTemplateId ?? null;
  return demoReminderTemplateId;
}
