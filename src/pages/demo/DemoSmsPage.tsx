// The offline demo SMS inbox (#58): texts the API would have sent (mobile number codes) when no SMS gateway is
// configured. GET /api/demo/sms?phone= answers 404 when texts really go out, and on hosted servers: the page
// then says the inbox is off. The texts come from the RecoveryStore.
import type { DemoSms } from '@contract';
import { Button } from 'antd';
import { Input } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { formatDateTime } from '@/i18n/dates';
import { useT } from '@/i18n';

function SmsList({ texts }: { texts: DemoSms[] }) {
  const t = useT();
  return (
    <ul className="mail-list" aria-label={t('Text messages')}>
      {texts.map((sms) => (
        <li key={sms._id}>
          <div>
            {t('To {number}', { number: sms.to })} · {formatDateTime(sms.createdAt)}
          </div>
          <pre>{sms.text}</pre>
        </li>
      ))}
    </ul>
  );
}

function DemoSmsPage() {
  const { recovery } = useStores();
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const [query, setQuery] = useState(phone);
  const t = useT();

  useEffect(() => {
    if (phone) void recovery.showSms(phone);
  }, [phone, recovery]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const number = query.trim();
    if (number === phone && number) void recovery.showSms(number);
    else setParams(number ? { phone: number } : {});
  };

  return (
    <Page
      heading={t('Demo SMS inbox')}
      description={t('Text messages LexSetu sent while running without an SMS gateway.')}
    >
      <form className="auth-form" onSubmit={search} aria-label={t('Find text messages')}>
        <div className="form-field">
          <label htmlFor="sms-phone">{t('Mobile number')}</label>
          <Input id="sms-phone" type="tel" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <Button htmlType="submit">{t('Show text messages')}</Button>
      </form>
      {phone && recovery.smsPhone === phone && (
        <Loaded
          resource={recovery.smsInbox}
          isEmpty={(inbox) => !inbox.off && inbox.texts.length === 0}
          empty={<p>{t('No text messages for {number}.', { number: phone })}</p>}
        >
          {(inbox) =>
            inbox.off ? (
              <p role="alert">{t('The demo SMS inbox is off on this server: check your phone.')}</p>
            ) : (
              <SmsList texts={inbox.texts} />
            )
          }
        </Loaded>
      )}
    </Page>
  );
}

export default observer(DemoSmsPage);
