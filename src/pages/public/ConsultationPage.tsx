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
export const confirmationText = (c: LeadRequest, signedIn: boolean) =>
  `Your choice is noted (${c.problemType}, ${c.time}, ${c.language}). ` +
  (signedIn
    ? 'Next: choose one of the matching lawyers below and book a time. Nothing is sent to a lawyer until you book.'
    : 'Next: create your free account to see the lawyers who match it. Nothing is sent to a lawyer until you book.');

const steps = [
  { title: 'Tell us your problem', text: 'Choose the problem type, how long you need and your language.' },
  {
    title: 'Pick a verified expert',
    text: 'We show lawyers who practise in that area and speak your language.',
  },
  { title: 'Talk by call or chat', text: 'Book a time slot and consult securely, priced per minute.' },
];

const stats = [
  { value: '50K+', label: 'attorneys' },
  { value: '90M+', label: 'minutes consulted' },
  { value: '16K+', label: 'users' },
];

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const ConsultationPage = observer(function ConsultationPage() {
  const { publicSite, auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
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
        'Unable to send your request. Please check your connection and try again.';
      setError(text);
      toast.error(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Page
      heading="Consult a lawyer online"
      description="Tell us your problem, how long you need and your language: we connect you with a verified expert."
    >
      <section className="card home-section" aria-labelledby="consult-form-heading">
        <h2 id="consult-form-heading">Request a consultation</h2>
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
            <Form.Item required label="Problem type" name="problemType" rules={[zodRule(fields.problemType)]}>
              <Select placeholder="Choose a problem type" options={options(consultationProblemTypes)} />
            </Form.Item>
            <Form.Item required label="Consultation time" name="time" rules={[zodRule(fields.time)]}>
              <Select placeholder="Choose a time" options={options(consultationTimes)} />
            </Form.Item>
            <Form.Item required label="Preferred language" name="language" rules={[zodRule(fields.language)]}>
              <Select placeholder="Choose a language" options={options(consultationLanguages)} />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" loading={sending}>
            Find my lawyer
          </Button>
        </Form>
      </section>
      <Timeline heading="How it works" steps={steps} />
      <section className="home-section" aria-labelledby="consult-experts-heading">
        <h2 id="consult-experts-heading">Our verified experts</h2>
        <ExpertCarousel label="Verified experts" />
      </section>
      <StatsRow label="LexSetu in numbers" stats={stats} />
    </Page>
  );
});

export default ConsultationPage;
