// Help center: searchable how-tos and FAQ, and a 'Contact support' form that creates a ticket the user can see
// (the SupportStore's tickets) with its status and the support team's replies.
import { Button, Collapse } from 'antd';
import { Input, TextArea, SearchInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { helpArticles, searchHelp, type HelpArticle } from './helpArticles';
import HelpCenterTickets from './HelpCenterTickets';
import { msg, useT } from '@/i18n';

/** The article groups, in order, with their headings. */
const groups = [
  { kind: 'how-to', heading: msg('How-tos') },
  { kind: 'faq', heading: msg('Frequently asked questions') },
] as const;

function HelpCenterPage() {
  const { support } = useStores();
  const toast = useToast();
  const t = useT();
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void support.tickets.load();
  }, [support]);

  const found = useMemo(() => searchHelp(query, helpArticles, t), [query, t]);
  const group = (kind: HelpArticle['kind'], heading: string) => {
    const articles = found.filter((a) => a.kind === kind);
    return (
      articles.length > 0 && (
        <section aria-label={heading} className="section-gap readable-width">
          <h2>{heading}</h2>
          <Collapse
            accordion
            items={articles.map((a) => ({
              key: a.id,
              label: t(a.question),
              children: <p>{t(a.answer, a.values)}</p>,
            }))}
          />
        </section>
      )
    );
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || message.trim().length < 10)
      return setError(t('Please enter a subject and a message of at least 10 characters.'));
    setSending(true);
    setError(null);
    try {
      await support.send(subject, message);
      setSubject('');
      setMessage('');
      toast.success(t('Your message was sent to support'));
    } catch (e) {
      setError((isApiError(e) && e.serverMessage) || t('Could not send your message. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Page
      heading={t('Help center')}
      description={t('Answers to common questions, and a way to reach our support team.')}
    >
      <SearchInput
        aria-label={t('Search help')}
        placeholder={t('Search help')}
        allowClear
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="search-field"
      />
      {found.length === 0 ? (
        <p>{t('No help articles match “{query}”. Contact support below.', { query: query.trim() })}</p>
      ) : (
        groups.map(({ kind, heading }) => <Fragment key={kind}>{group(kind, t(heading))}</Fragment>)
      )}
      <h2 className="section-heading">{t('Contact support')}</h2>
      <form className="auth-form" onSubmit={send} aria-label={t('Contact support')} noValidate>
        <label htmlFor="support-subject">{t('Subject')}</label>
        <Input
          id="support-subject"
          maxLength={150}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <label htmlFor="support-message">{t('Message')}</label>
        <TextArea
          id="support-message"
          rows={4}
          maxLength={5000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <Button type="primary" htmlType="submit" disabled={sending}>
          {sending ? t('Sending...') : t('Send to support')}
        </Button>
      </form>
      <h2 className="section-heading">{t('Your support tickets')}</h2>
      <HelpCenterTickets />
    </Page>
  );
}

export default observer(HelpCenterPage);
