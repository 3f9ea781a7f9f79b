// The offline demo SMS inbox: texts are kept in demo_sms instead of sent, and served by GET /api/demo/sms (its
// router decides who may ask: demo mode without a gateway, this machine only), as demo_mails is for mail.
import type { DemoSms, InputOf } from '@contract';
import { demoEndpoints } from '@contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { DemoSmsRow } from '../../db/schema';
import type { SmsGateway } from './port';

/** Demo templates have no DLT registration: the demo inbox says which one a real send would use. */
export const demoTemplateId = 'demo-code';
export const demoReminderTemplateId = 'demo-reminder';

export function createDemoSmsGateway({ db, clock }: { db: Db; clock: Clock }): SmsGateway {
  return {
    name: 'demo',
    async send(sms) {
      await db
        .insertInto('demo_sms')
        .values({
          id: newId(),
          to_phone: sms.to,
          text: sms.text,
          template_id: sms.templateId,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}

export function presentDemoSms(row: DemoSmsRow): DemoSms {
  return {
    _id: row.id,
    to: row.to_phone,
    text: row.text,
    templateId: row.template_id,
    createdAt: row.created_at,
  };
}

/** GET /api/demo/sms: the demo texts of one number, newest first. */
export async function demoSmsInbox(
  { db }: { db: Db },
  { query }: InputOf<typeof demoEndpoints.sms>,
): Promise<DemoSms[]> {
  const rows = await db
    .selectFrom('demo_sms')
    .selectAll()
    .where('to_phone', '=', query.phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(presentDemoSms);
}
