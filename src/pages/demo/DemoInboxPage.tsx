// The offline demo inbox: mails the API would have sent (recovery codes) when no SMTP server is configured.
// GET /api/demo/inbox?email= answers 404 when mail really goes out by SMTP, and on hosted servers: the page then
// says the inbox is off. The mails come from the RecoveryStore.
import type { DemoMail } from '@contract';
import { Button } from 'antd';
import { Input } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { formatDateTime } from '@/i18n/dates';
import { useT } from '@/i18n';

function MailList({ mails }: { mails: DemoMail[] }) {
  const t = useT();
  return (
    <ul className="mail-list" aria-label={t('Mails')}>
      {mails.map((mail) => (
        <li key={mail._id}>
          <strong>{mail.subject}</strong>
          <div>
            {t('To {address}', { address: mail.to })} · {formatDateTime(mail.createdAt)}
          </div>
          <pre>{mail.text}</pre>
          {mail.calendar && (
            <a
              href={`data:text/calendar;charset=utf-8,${encodeURIComponent(mail.calendar)}`}
              download="invite.ics"
            >
              {t('Calendar invite (invite.ics)')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function DemoInboxPage() {
  const { recovery } = useStores();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [query, setQuery] = useState(email);
  const t = useT();

  useEffect(() => {
    if (email) void recovery.showInbox(email);
  }, [email, recovery]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const address = query.trim();
    if (address === email && address) void recovery.showInbox(address);
    else setParams(address ? { email: address } : {});
  };

  return (
    <Page
      heading={t('Demo inbox')}
      description={t('Mails LexSetu sent while running without a mail server.')}
    >
      <form className="auth-form" onSubmit={search} aria-label={t('Find mails')}>
        <div className="form-field">
          <label htmlFor="inbox-email">{t('Email')}</label>
          <Input
            id="inbox-email"
            type="email"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button htmlType="submit">{t('Show mails')}</Button>
      </form>
      {email && recovery.inboxEmail === email && (
        <Loaded
          resource={recovery.inbox}
          isEmpty={(inbox) => !inbox.off && inbox.mails.length === 0}
          empty={<p>{t('No mails for {email}.', { email })}</p>}
        >
          {(inbox) =>
            inbox.off ? (
              <p role="alert">{t('The demo inbox is off on this server: check your real inbox.')}</p>
            ) : (
              <MailList mails={inbox.mails} />
            )
          }
        </Loaded>
      )}
      <p>
        <Link to="/forget-password">{t('Back to password recovery')}</Link>
      </p>
    </Page>
  );
}

export default observer(DemoInboxPage);
