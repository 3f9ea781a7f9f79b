// The offline demo inbox: mails the API would have sent (recovery codes) when no SMTP server is configured.
// GET /api/demo/inbox?email= answers 404 when mail really goes out by SMTP, and on hosted servers.
import { demoInboxSchema, type DemoMail } from '@contract';
import { Button, Input } from 'antd';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';

type Status = 'idle' | 'loading' | 'loaded' | 'off' | 'failed';

export default function DemoInboxPage() {
  const { api } = useStores();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [query, setQuery] = useState(email);
  const [mails, setMails] = useState<DemoMail[]>([]);
  const [status, setStatus] = useState<Status>('idle');

  const load = useCallback(
    async (address: string) => {
      setStatus('loading');
      try {
        const reply = await api.get(`/api/demo/inbox?email=${encodeURIComponent(address)}`, {
          schema: demoInboxSchema,
        });
        setMails([...reply].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
        setStatus('loaded');
      } catch (failure) {
        setMails([]);
        setStatus(isApiError(failure) && failure.status === 404 ? 'off' : 'failed');
      }
    },
    [api],
  );

  useEffect(() => {
    if (email) void load(email);
  }, [email, load]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const address = query.trim();
    if (address === email && address) void load(address);
    else setParams(address ? { email: address } : {});
  };

  return (
    <Page heading="Demo inbox" description="Mails LexSetu sent while running without a mail server.">
      <form className="auth-form" onSubmit={search} aria-label="Find mails">
        <div className="form-field">
          <label htmlFor="inbox-email">Email</label>
          <Input
            id="inbox-email"
            type="email"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button htmlType="submit">Show mails</Button>
      </form>
      {status === 'loading' && <p role="status">Loading...</p>}
      {status === 'off' && <p role="alert">The demo inbox is off on this server: check your real inbox.</p>}
      {status === 'failed' && <p role="alert">Could not load the demo inbox. Please try again.</p>}
      {status === 'loaded' && mails.length === 0 && <p>No mails for {email}.</p>}
      {status === 'loaded' && mails.length > 0 && (
        <ul className="mail-list" aria-label="Mails">
          {mails.map((mail) => (
            <li key={mail._id}>
              <strong>{mail.subject}</strong>
              <div>
                To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
              </div>
              <pre>{mail.text}</pre>
              {mail.calendar && (
                <a
                  href={`data:text/calendar;charset=utf-8,${encodeURIComponent(mail.calendar)}`}
                  download="invite.ics"
                >
                  Calendar invite (invite.ics)
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/forget-password">Back to password recovery</Link>
      </p>
    </Page>
  );
}
