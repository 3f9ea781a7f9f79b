// Consultation landing (spec section 2): a form (problem type, time, language) stored as a lead
// (POST /api/leads) and confirmed with the chosen values; then a signed-in user goes to Find experts
// filtered by the problem's practice area and the language, a visitor to sign-up carrying the choice.
// Below: the three-step timeline, verified experts and the figures.
import {
  consultationLanguages,
  consultationProblemTypes,
  consultationTimes,
  leadRequestSchema,
  type LeadRequest,
} from '@contract';
import { Alert, Button, Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { msg, translate, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { ExpertCarousel } from './shared/ExpertCarousel';
import { StatsRow } from './shared/StatsRow';
import { Timeline } from './shared/Timeline';
import { zodRule } from './shared/zodRule';
import { choiceQuery, findExpertsPathFor } from './consultationChoice';
import './public.css';

const fields = leadRequestSchema.shape;

/** Where the visitor goes after the lead is stored. */
export function nextStepFor(choice: LeadRequest, signedIn: boolean): string {
  return signedIn ? findExpertsPathFor(choice) : `/account-creation/consumer${choiceQuery(choice)}`;
}

/**
 * What happened and what comes next (the toast on the page the form leads to): the choice is only noted, no lawyer
 * has been asked yet; a visitor signs up first, a signed-in user picks a lawyer from the matching list and books.
 */
export const confirmationText = (c: LeadRequest, signedIn: boolean) => {
  const values = {
    problem: translate(c.problemType),
    time: translate(c.time),
    language: translate(c.language),
  };
  return signedIn
    ? translate(
        'Your choice is noted ({problem}, {time}, {language}). Next: choose one of the matching lawyers below and book a time. Nothing is sent to a lawyer until you book.',
        values,
      )
    : translate(
        'Your choice is noted ({problem}, {time}, {language}). Next: create your free account to see the lawyers who match it. Nothing is sent to a lawyer until you book.',
        values,
      );
};

const steps = [
  {
    title: msg('Tell us your problem'),
    text: msg('Choose the problem type, how long you need and your language.'),
  },
  {
    title: msg('Pick a verified expert'),
    text: msg('We show lawyers who practise in that area and speak your language.'),
  },
  {
    title: msg('Talk by call or chat'),
    text: msg('Book a time slot and consult securely, priced per minute.'),
  },
];

const stats = [
  { value: '50K+', label: msg('attorneys') },
  { value: '90M+', label: msg('minutes consulted') },
  { value: '16K+', label: msg('users') },
];

/** The contract's choices (contractTexts.ts), each shown in the reader's language. */
const options = (values: readonly string[]) => values.map((value) => ({ value, label: translate(value) }));

const ConsultationPage = observer(function ConsultationPage() {
  const { publicSite, auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const t = useT();
  const [confirmed, setConfirmed] = useState<LeadRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(choice: LeadRequest) {
    setSending(true);
    setError(null);
    try {
      await publicSite.createLead(choice);
      setConfirmed(choice);
      toast.success(confirmationText(choice, auth.isLoggedIn));
      navigate(nextStepFor(choice, auth.isLoggedIn), { state: { consultation: choice } });
    } catch (failure) {
      const text =
        (isApiError(failure) && failure.serverMessage) ||
        t('Unable to send your request. Please check your connection and try again.');
      setError(text);
      toast.error(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Page
      heading={t('Consult a lawyer online')}
      description={t(
        'Tell us your problem, how long you need and your language: we connect you with a verified expert.',
      )}
    >
      <section className="card home-section" aria-labelledby="consult-form-heading">
        <h2 id="consult-form-heading">{t('Request a consultation')}</h2>
        {confirmed && (
          <Alert type="success" showIcon role="status" title={confirmationText(confirmed, auth.isLoggedIn)} />
        )}
        {error && <Alert type="error" showIcon title={error} />}
        <Form<LeadRequest>
          layout="vertical"
          className="public-form"
          onFinish={(values) => void submit(values)}
        >
          <div className="two-columns">
            <Form.Item
              required
              label={t('Problem type')}
              name="problemType"
              rules={[zodRule(fields.problemType)]}
            >
              <Select placeholder={t('Choose a problem type')} options={options(consultationProblemTypes)} />
            </Form.Item>
            <Form.Item required label={t('Consultation time')} name="time" rules={[zodRule(fields.time)]}>
              <Select placeholder={t('Choose a time')} options={options(consultationTimes)} />
            </Form.Item>
            <Form.Item
              required
              label={t('Preferred language')}
              name="language"
              rules={[zodRule(fields.language)]}
            >
              <Select placeholder={t('Choose a language')} options={options(consultationLanguages)} />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('Find my lawyer')}
          </Button>
        </Form>
      </section>
      <Timeline heading={t('How it works')} steps={steps} />
      <section className="home-section" aria-labelledby="consult-experts-heading">
        <h2 id="consult-experts-heading">{t('Our verified experts')}</h2>
        <ExpertCarousel label={t('Verified experts')} />
      </section>
      <StatsRow label={t('LexSetu in numbers')} stats={stats} />
    </Page>
  );
});

export default ConsultationPage;
