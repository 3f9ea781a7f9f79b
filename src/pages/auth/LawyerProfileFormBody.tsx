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
import { useStores } from '@/stores/context';

interface FormValues extends Omit<LawyerProfileInput, 'ratePaise'> {
  rateRupees: number;
}

const statusText: Record<string, string> = {
  pending: 'Pending review: an admin is checking your enrolment details.',
  verified: 'Verified: clients can find and book you.',
  rejected: 'Not verified.',
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

/** What saving does: a verified lawyer keeps the badge unless the enrolment changes; anyone else is reviewed. */
function savesWithoutReview(
  onboarding: LawyerOnboarding,
  values: Pick<FormValues, 'enrolmentNumber' | 'barCouncil'>,
) {
  const saved = onboarding.profile;
  return (
    onboarding.status === 'verified' &&
    saved !== null &&
    saved.enrolmentNumber.toUpperCase() === values.enrolmentNumber.toUpperCase() &&
    saved.barCouncil === values.barCouncil
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

  async function chooseCertificate() {
    const [file] = await platform.openFiles({ accept: certificateAccept, multiple: false });
    if (file) setCertificate(file);
  }

  async function submit(values: FormValues) {
    if (!certificate && !lawyerProfile.onboarding.data?.certificate) {
      setError(`Please attach your Bar Council certificate (${certificateTypesLabel}).`);
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
      toast.success(keepsBadge ? 'Profile saved.' : 'Profile submitted for verification.');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Could not save your profile.';
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
          title={statusText[onboarding.status]}
          description={onboarding.rejectionReason ? `Reason: ${onboarding.rejectionReason}` : undefined}
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
          label="Practice areas"
          rules={[{ required: true, message: 'Select at least one practice area.' }]}
        >
          <Select
            mode="multiple"
            maxCount={10}
            options={allConsultationTypes.map((t) => ({ value: t, label: t }))}
          />
        </Form.Item>
        <Form.Item
          name="languages"
          label="Languages"
          rules={[{ required: true, message: 'Select at least one language.' }]}
        >
          <CheckboxGroupField options={lawyerLanguages.map((l) => ({ value: l, label: l }))} />
        </Form.Item>
        <Form.Item
          name="city"
          label="City"
          rules={[{ required: true, whitespace: true, message: 'City is required.' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="state"
          label="State"
          rules={[{ required: true, whitespace: true, message: 'State is required.' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="officeAddress"
          label="Office address"
          extra="Where clients meet you for On-site consultations: street and building (city and state above)."
          rules={[
            { required: true, whitespace: true, message: 'Office address is required.' },
            { min: 5, message: 'Office address needs at least 5 characters.' },
          ]}
        >
          <Input maxLength={200} placeholder="Chamber 214, Lawyers Chambers, Delhi High Court" />
        </Form.Item>
        <Form.Item
          name="yearsExperience"
          label="Years of experience"
          rules={[{ required: true, message: 'Years of experience is required.' }]}
        >
          <InputNumber min={0} max={70} precision={0} />
        </Form.Item>
        <Form.Item
          name="rateRupees"
          label="Rate per minute (₹)"
          rules={[{ required: true, message: 'Rate is required.' }]}
        >
          <InputNumber min={1} max={1000} precision={2} />
        </Form.Item>
        <Form.Item
          name="bio"
          label="Bio"
          rules={[{ required: true, min: 30, message: 'Bio needs at least 30 characters.' }]}
        >
          <TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="enrolmentNumber"
          label="Bar Council enrolment number"
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9][A-Za-z0-9/.-]{2,29}$/,
              message: 'Enrolment number looks like D/1234/2012.',
            },
          ]}
        >
          <Input placeholder="D/1234/2012" />
        </Form.Item>
        <Form.Item
          name="barCouncil"
          label="State Bar Council"
          rules={[{ required: true, whitespace: true, message: 'State Bar Council is required.' }]}
        >
          <Input placeholder="Bar Council of Delhi" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="enrolmentYear"
          label="Year of enrolment"
          rules={[{ required: true, message: 'Year of enrolment is required.' }]}
        >
          <InputNumber min={1950} max={new Date().getFullYear()} precision={0} />
        </Form.Item>
        <div className="certificate-field">
          <Button onClick={() => void chooseCertificate()}>Choose certificate</Button>{' '}
          <span>
            {certificate?.name ??
              onboarding.certificate?.name ??
              `No certificate chosen (${certificateTypesLabel})`}
          </span>
          {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
        </div>
        {error && <Alert type="error" role="alert" title={error} />}
        <Button type="primary" htmlType="submit" disabled={busy}>
          {onboarding.status === 'verified' ? 'Save changes' : 'Submit for verification'}
        </Button>
      </Form>
    </>
  );
});
