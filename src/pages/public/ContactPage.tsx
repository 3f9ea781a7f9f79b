// Contact (spec section 2): who to write to, the Noida office with its visit hours (spec section 9), social
// links, and a form that stores the message (POST /api/contact) and confirms.
import { contactMessageRequestSchema, contactTopics, type ContactMessageRequest } from '@contract';
import { Alert, Button, Form, Select } from 'antd';
import { Input, TextArea } from '@/components/inputs';
import { useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { zodRule } from './shared/zodRule';
import { legalEntity } from '@contract/legalEntity';
import { socialLinks } from '@/layouts/public/siteInfo';
import './public.css';

const fields = contactMessageRequestSchema.shape;

const contacts = [
  {
    title: msg('General inquiries'),
    text: msg('Questions about LexSetu and our services.'),
    email: 'hello@lexsetu.in',
  },
  {
    title: msg('Technical support'),
    text: msg('Trouble with your account, calls or the app.'),
    email: 'support@lexsetu.in',
  },
  {
    title: msg('Legal professionals'),
    text: msg('Joining as a partner and verification.'),
    email: 'partners@lexsetu.in',
  },
  { title: msg('Clients'), text: msg('Bookings, invoices and refunds.'), email: 'clients@lexsetu.in' },
];

export default function ContactPage() {
  const { publicSite } = useStores();
  const toast = useToast();
  const [form] = Form.useForm<ContactMessageRequest>();
  const [sending, setSending] = useState(false);
  const t = useT();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(values: ContactMessageRequest) {
    setSending(true);
    setError(null);
    try {
      const reply = await publicSite.sendContact(values);
      setConfirmation(reply.message);
      toast.success(t('Message sent'));
      form.resetFields();
    } catch (failure) {
      const text = isApiError(failure)
        ? (failure.serverMessage ??
          (failure.kind === 'network'
            ? t('Unable to connect to the server. Please try again later.')
            : t('An unexpected error occurred. Please try again.')))
        : t('An error occurred. Please check your input and try again.');
      setError(text);
      toast.error(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Page
      heading={t('Contact us')}
      description={t(
        'Reach our team for general inquiries, technical support, legal professionals or clients.',
      )}
    >
      <ul className="card-grid plain">
        {contacts.map((c) => (
          <li key={c.title} className="card">
            <h2 className="card-title">{t(c.title)}</h2>
            <p>{t(c.text)}</p>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </li>
        ))}
      </ul>

      <div className="two-columns home-section">
        <section aria-labelledby="office-heading">
          <h2 id="office-heading">{t('Visit our office')}</h2>
          <address>
            {legalEntity.name}
            <br />
            {legalEntity.address}
          </address>
          <h3>{t('Visit hours')}</h3>
          <ul>
            <li>{t('Monday to Friday 9:00 AM to 6:00 PM IST')}</li>
            <li>{t('Saturday 10:00 AM to 2:00 PM IST')}</li>
          </ul>
          <h3>{t('Follow us')}</h3>
          <ul className="plain">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {t('LexSetu on {network}', { network: link.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="form-heading">
          <h2 id="form-heading">{t('Send us a message')}</h2>
          {confirmation && (
            <Alert
              type="success"
              showIcon
              title={confirmation}
              role="status"
              className="gap-below"
              closable={{ onClose: () => setConfirmation(null) }}
            />
          )}
          {error && <Alert type="error" showIcon title={error} className="gap-below" />}
          <Form
            form={form}
            layout="vertical"
            className="public-form"
            onFinish={(values) => void send(values)}
          >
            <Form.Item required label={t('Name')} name="name" rules={[zodRule(fields.name)]}>
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item required label={t('Email')} name="email" rules={[zodRule(fields.email)]}>
              <Input type="email" autoComplete="email" maxLength={200} />
            </Form.Item>
            <Form.Item required label={t('Topic')} name="topic" rules={[zodRule(fields.topic)]}>
              <Select
                placeholder={t('Choose a topic')}
                options={contactTopics.map((topic) => ({ value: topic, label: t(topic) }))}
              />
            </Form.Item>
            <Form.Item required label={t('Message')} name="message" rules={[zodRule(fields.message)]}>
              <TextArea rows={5} maxLength={2000} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              {sending ? t('Sending...') : t('Send message')}
            </Button>
          </Form>
        </section>
      </div>
    </Page>
  );
}
