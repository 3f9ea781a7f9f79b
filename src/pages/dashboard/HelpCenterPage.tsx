// Help center: searchable how-tos and FAQ, and a 'Contact support' form that creates a ticket the user can see
// (the SupportStore's tickets).
import { Button, Collapse } from 'antd';
import { Input, TextArea, SearchInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/ApiError';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { searchHelp, type HelpArticle } from './helpArticles';
import { formatDate } from '@/i18n/dates';

function HelpCenterPage() {
  const { support } = useStores();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void support.tickets.load();
  }, [support]);

  const found = useMemo(() => searchHelp(query), [query]);
  const group = (kind: HelpArticle['kind'], heading: string) => {
    const articles = found.filter((a) => a.kind === kind);
    return (
      articles.length > 0 && (
        <section aria-label={heading} className="section-gap readable-width">
          <h2>{heading}</h2>
          <Collapse
            accordion
            items={articles.map((a) => ({ key: a.id, label: a.question, children: <p>{a.answer}</p> }))}
          />
        </section>
      )
    );
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || message.trim().length < 10)
      return setError('Please enter a subject and a message of at least 10 characters.');
    setSending(true);
    setError(null);
    try {
      await support.send(subject, message);
      setSubject('');
      setMessage('');
      toast.success('Your message was sent to support');
    } catch (e) {
      setError((isApiError(e) && e.serverMessage) || 'Could not send your message. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Page
      heading="Help center"
      description="Answers to common questions, and a way to reach our support team."
    >
      <SearchInput
        aria-label="Search help"
        placeholder="Search help"
        allowClear
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="search-field"
      />
      {found.length === 0 ? (
        <p>No help articles match “{query.trim()}”. Contact support below.</p>
      ) : (
        <>
          {group('how-to', 'How-tos')}
          {group('faq', 'Frequently asked questions')}
        </>
      )}
      <h2 className="section-heading">Contact support</h2>
      <form className="auth-form" onSubmit={send} aria-label="Contact support" noValidate>
        <label htmlFor="support-subject">Subject</label>
        <Input
          id="support-subject"
          maxLength={150}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <label htmlFor="support-message">Message</label>
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
          {sending ? 'Sending...' : 'Send to support'}
        </Button>
      </form>
      <h2 className="section-heading">Your support tickets</h2>
      <Loaded
        resource={support.tickets}
        isEmpty={(tickets) => tickets.length === 0}
        empty={<p>No tickets yet.</p>}
      >
        {(tickets) => (
          <ul aria-label="Support tickets">
            {tickets.map((t) => (
              <li key={t._id}>
                <strong>{t.subject}</strong> — {t.status === 'open' ? 'Open' : 'Closed'},{' '}
                {formatDate(t.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(HelpCenterPage);
