// Outgoing mail: over SMTP (nodemailer) when LEXSETU_SMTP_URL is set, otherwise into the demo_mails table,
// the offline demo inbox (served only when config.demoInbox). Mail bodies may hold codes: they are never logged.
import nodemailer from 'nodemailer';
import { demoEndpoints, isPhoneOnlyEmail, type DemoMail, type InputOf } from '@contract';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { DemoMailRow } from '../db/schema';
import { presentDemoMail } from '../presenters/demoMail';
import type { Clock } from '../clock';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A calendar invite (services/calendar.ts): a text/calendar part with this iTIP method. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with the mail under their own names (an approved legal document). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Built once per app (adapters.ts). */
export function createMailer(deps: { config: Config; db: Db; clock: Clock }): Mailer {
  const mailer = transportFor(deps);
  // An account signed up by mobile number has only a placeholder address (#58): nothing is mailed to it.
  return { send: (mail) => (isPhoneOnlyEmail(mail.to) ? Promise.resolve() : mailer.send(mail)) };
}

function transportFor({ config, db, clock }: { config: Config; db: Db; clock: Clock }): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.calendar
            ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } }
            : {}),
          ...(mail.attachments ? { attachments: mail.attachments } : {}),
        });
      },
    };
  }
  return {
    async send(mail) {
      await db
        .insertInto('demo_mails')
        .values({
          id: newId(),
          to_email: mail.to,
          subject: mail.subject,
          text: mail.text,
          ics: mail.calendar?.content ?? null,
          // The demo inbox keeps what was attached (name, type, size), not the bytes.
          attachments: mail.attachments
            ? JSON.stringify(
                mail.attachments.map((a) => ({
                  name: a.filename,
                  type: a.contentType,
                  size: a.content.length,
                })),
              )
            : null,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}

/** The demo inbox of one address, newest first. */
export function demoInbox(db: Db, email: string): Promise<DemoMailRow[]> {
  return db
    .selectFrom('demo_mails')
    .selectAll()
    .where('to_email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** GET /api/demo/inbox (its router decides who may ask: demo mode, this machine). */
export async function demoMails(
  { db }: { db: Db },
  { query }: InputOf<typeof demoEndpoints.inbox>,
): Promise<DemoMail[]> {
  return (await demoInbox(db, query.email)).map(presentDemoMail);
}
