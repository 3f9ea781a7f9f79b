// The lawyer's profile form itself (LawyerProfileStepPage.tsx draws the page around it): the verification banner,
// the fields and saving. It shows only once the saved profile has come, so it is a part of its own, fetched as
// the page opens (antd's Form, Select, InputNumber, Checkbox and Progress: about 60 kB gzip), and the page's
// skeleton stays until both the profile and this module are here.
import type { LawyerOnboarding, LawyerProfileInput } from '@contract';
import { allConsultationTypes } from '@contract/consultationTypes';
import { certificateAccept, certificateTypesLabel, lawyerLanguages } from '@contract/lawyerProfileTerms';
import { Alert, Button, Checkbox, Form, InputNumber, Progress, Select } from 'antd';
import { Input, TextArea } from '@/components/inputs';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { ScriptNameFields } from './parts/ScriptNameFields';

interface FormValues extends Omit<LawyerProfileInput, 'ratePaise'> {
  rateRupees: number;
}

/** An enrolment number as the State Bar Councils write them (the same in every language). */
const enrolmentExample = 'D/1234/2012';

const statusText: Record<string, string> = {
  pending: msg('Pending review: an admin is checking your enrolment details.'),
  verified: msg('Verified: clients can find and book you.'),
  rejected: msg('Not verified.'),
};

/**
 * A required checkbox group: a group of checkboxes is a `group`, which may not carry the `aria-required` the
 * form adds to its field (axe: aria-allowed-attr); each box says what it is, the rule's message says the rest.
 */
function CheckboxGroupField({
  'aria-required': _required,
  ...props
}: CheckboxGroupProps & { 'aria-required'?: unknown }) {
  return <Checkbox.Group role="group" {...props} />;
}

/** The saved profile as the form shows it (the rate in rupees). */
function formValuesOf(onboarding: LawyerOnboarding): Partial<FormValues> | undefined {
  if (!onboarding.profile) return undefined;
  const { ratePaise, ...rest } = onboarding.profile;
  return { ...rest, rateRupees: ratePaise / 100 };
}

/**
 * What saving does: a verified lawyer keeps the badge unless the enrolment or the name in another script
 * changes; anyone else is reviewed.
 */
function savesWithoutReview(
  onboarding: LawyerOnboarding,
  values: Pick<FormValues, 'enrolmentNumber' | 'barCouncil' | 'nameDevanagari' | 'nameTamil'>,
) {
  const saved = onboarding.profile;
  const same = (before: string, after = '') => before === after.trim().normalize('NFC');
  return (
    onboarding.status === 'verified' &&
    saved !== null &&
    saved.enrolmentNumber.toUpperCase() === values.enrolmentNumber.toUpperCase() &&
    saved.barCouncil === values.barCouncil &&
    same(saved.nameDevanagari, values.nameDevanagari) &&
    same(saved.nameTamil, values.nameTamil)
  );
}

export const LawyerProfileFormBody = observer(function LawyerProfileFormBody({
  onboarding,
}: {
  onboarding: LawyerOnboarding;
}) {
  const { lawyerProfile, platform } = useStores();
  const toast = useToast();
  const [form] = Form.useForm<FormValues>();
  const [certificate, setCertificate] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function chooseCertificate() {
    const [file] = await platform.openFiles({ accept: certificateAccept, multiple: false });
    if (file) setCertificate(file);
  }

  async function submit(values: FormValues) {
    if (!certificate && !lawyerProfile.onboarding.data?.certificate) {
      setError(
        t('Please attach your Bar Council certificate ({types}).', { types: t(certificateTypesLabel) }),
      );
      return;
    }
    setBusy(true);
    setError(null);
    const current = lawyerProfile.onboarding.data;
    const keepsBadge = current ? savesWithoutReview(current, values) : false;
    try {
      const { rateRupees, ...rest } = values;
      await lawyerProfile.submit(
        { ...rest, ratePaise: Math.round(rateRupees * 100) },
        certificate,
        setProgress,
      );
      setCertificate(null);
      toast.success(keepsBadge ? t('Profile saved.') : t('Profile submitted for verification.'));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : t('Could not save your profile.');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <>
      {onboarding.status && (
        <Alert
          className="profile-status"
          role="status"
          type={
            onboarding.status === 'verified' ? 'success' : onboarding.status === 'rejected' ? 'error' : 'info'
          }
          title={t(statusText[onboarding.status])}
          description={
            onboarding.rejectionReason
              ? t('Reason: {reason}', { reason: onboarding.rejectionReason })
              : undefined
          }
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={formValuesOf(onboarding)}
        onFinish={(v) => void submit(v)}
        className="lawyer-profile-form"
      >
        <Form.Item
          name="practiceAreas"
          label={t('Practice areas')}
          rules={[{ required: true, message: t('Select at least one practice area.') }]}
        >
          <Select
            mode="multiple"
            maxCount={10}
            options={allConsultationTypes.map((type) => ({ value: type, label: t(type) }))}
          />
        </Form.Item>
        <Form.Item
          name="languages"
          label={t('Languages')}
          rules={[{ required: true, message: t('Select at least one language.') }]}
        >
          <CheckboxGroupField options={lawyerLanguages.map((l) => ({ value: l, label: t(l) }))} />
        </Form.Item>
        <Form.Item
          name="city"
          label={t('City')}
          rules={[{ required: true, whitespace: true, message: t('City is required.') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="state"
          label={t('State')}
          rules={[{ required: true, whitespace: true, message: t('State is required.') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="officeAddress"
          label={t('Office address')}
          extra={t(
            'Where clients meet you for On-site consultations: street and building (city and state above).',
          )}
          rules={[
            { required: true, whitespace: true, message: t('Office address is required.') },
            { min: 5, message: t('Office address needs at least 5 characters.') },
          ]}
        >
          <Input maxLength={200} placeholder={t('Chamber 214, Lawyers Chambers, Delhi High Court')} />
        </Form.Item>
        <Form.Item
          name="yearsExperience"
          label={t('Years of experience')}
          rules={[{ required: true, message: t('Years of experience is required.') }]}
        >
          <InputNumber min={0} max={70} precision={0} />
        </Form.Item>
        <Form.Item
          name="rateRupees"
          label={t('Rate per minute (₹)')}
          rules={[{ required: true, message: t('Rate is required.') }]}
        >
          <InputNumber min={1} max={1000} precision={2} />
        </Form.Item>
        <Form.Item
          name="bio"
          label={t('Bio')}
          rules={[{ required: true, min: 30, message: t('Bio needs at least 30 characters.') }]}
        >
          <TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="enrolmentNumber"
          label={t('Bar Council enrolment number')}
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9][A-Za-z0-9/.-]{2,29}$/,
              message: t('Enrolment number looks like {example}.', { example: enrolmentExample }),
            },
          ]}
        >
          <Input placeholder={enrolmentExample} />
        </Form.Item>
        <Form.Item
          name="barCouncil"
          label={t('State Bar Council')}
          rules={[{ required: true, whitespace: true, message: t('State Bar Council is required.') }]}
        >
          <Input placeholder={t('Bar Council of Delhi')} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="enrolmentYear"
          label={t('Year of enrolment')}
          rules={[{ required: true, message: t('Year of enrolment is required.') }]}
        >
          <InputNumber min={1950} max={new Date().getFullYear()} precision={0} />
        </Form.Item>
        <ScriptNameFields />
        <div className="certificate-field">
          <Button onClick={() => void chooseCertificate()}>{t('Choose certificate')}</Button>{' '}
          <span>
            {certificate?.name ??
              onboarding.certificate?.name ??
              t('No certificate chosen ({types})', { types: t(certificateTypesLabel) })}
          </span>
          {progress !== null && (
            <Progress percent={progress} size="small" aria-label={t('Upload progress')} />
          )}
        </div>
        {error && <Alert type="error" role="alert" title={error} />}
        <Button type="primary" htmlType="submit" disabled={busy}>
          {onboarding.status === 'verified' ? t('Save changes') : t('Submit for verification')}
        </Button>
      </Form>
    </>
  );
});
