// Admin review of lawyer profiles (admins only; others are sent to their schedules, and the API answers
// 403): pending profiles with their enrolment details, certificate (previewed or downloaded) and record,
// Approve, or Reject with a reason.
import type { VerificationItem } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Descriptions } from 'antd';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { CertificatePreview, LawyerRecordView } from './VerificationExtras';

function VerificationsPage() {
  const { auth, verifications } = useStores();
  const toast = useToast();
  const t = useT();
  const [rejecting, setRejecting] = useState<VerificationItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = verifications.deciding;
  const isAdmin = auth.user?.role === 'admin';

  useEffect(() => {
    if (isAdmin) void verifications.pending.load();
  }, [isAdmin, verifications]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function decide(item: VerificationItem, decision: { approve: true } | { reason: string }) {
    try {
      await verifications.decide(item, decision);
      toast.success(
        'reason' in decision
          ? t('{name} was rejected.', { name: item.name })
          : t('{name} is verified.', { name: item.name }),
      );
      setRejecting(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('Could not save the decision.'));
    }
  }

  // The reason is checked by the API's own schema, from the contract (fetched alongside the screen, routes.tsx):
  // imported here rather than with the screen so the contract and zod stay out of its first load.
  async function confirmReject() {
    const { rejectVerificationSchema } = await import('@contract');
    const checked = rejectVerificationSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? t('A reason is required.'));
      return;
    }
    if (rejecting) void decide(rejecting, checked.data);
  }

  async function viewCertificate(item: VerificationItem) {
    try {
      const url = URL.createObjectURL(await verifications.certificate(item));
      const link = document.createElement('a');
      link.href = url;
      link.download = item.certificate?.name ?? 'certificate';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Certificate download failed', error);
      toast.error(t('Could not download the certificate.'));
    }
  }

  return (
    <Page
      heading={t('Lawyer verifications')}
      description={t('Check each pending profile against its Bar Council certificate.')}
    >
      <Loaded
        resource={verifications.pending}
        isEmpty={(page) => page.items.length === 0}
        empty={<p>{t('No profiles are waiting for review.')}</p>}
      >
        {(page) => (
          <>
            <ul className="verification-list" aria-label={t('Pending profiles')}>
              {page.items.map((item) => (
                <li key={item._id}>
                  <Panel title={item.name} aria-label={item.name}>
                    <Descriptions
                      size="small"
                      column={1}
                      items={[
                        { key: 'email', label: t('Email'), children: item.email },
                        // The name also in Devanagari and Tamil, when given: checked as the name is.
                        ...(item.nameDevanagari
                          ? [
                              {
                                key: 'hi',
                                label: t('Name in Devanagari'),
                                children: <span lang="hi">{item.nameDevanagari}</span>,
                              },
                            ]
                          : []),
                        ...(item.nameTamil
                          ? [
                              {
                                key: 'ta',
                                label: t('Name in Tamil'),
                                children: <span lang="ta">{item.nameTamil}</span>,
                              },
                            ]
                          : []),
                        { key: 'areas', label: t('Practice areas'), children: item.practiceAreas.join(', ') },
                        { key: 'languages', label: t('Languages'), children: item.languages.join(', ') },
                        { key: 'place', label: t('City'), children: `${item.city}, ${item.state}` },
                        {
                          key: 'years',
                          label: t('Experience'),
                          children: t('{count, plural, one {# year} other {# years}}', {
                            count: item.yearsExperience,
                          }),
                        },
                        { key: 'rate', label: t('Rate per minute'), children: formatRupees(item.ratePaise) },
                        { key: 'enrolment', label: t('Enrolment number'), children: item.enrolmentNumber },
                        { key: 'council', label: t('State Bar Council'), children: item.barCouncil },
                        { key: 'year', label: t('Year of enrolment'), children: item.enrolmentYear },
                        { key: 'bio', label: t('Bio'), children: item.bio },
                      ]}
                    />
                    <CertificatePreview item={item} />
                    <LawyerRecordView userId={item._id} />
                    <div className="verification-actions">
                      {item.certificate ? (
                        <Button onClick={() => void viewCertificate(item)}>{t('View certificate')}</Button>
                      ) : (
                        <span>{t('No certificate uploaded')}</span>
                      )}{' '}
                      <Button
                        type="primary"
                        disabled={busy === item._id || !item.certificate}
                        onClick={() => void decide(item, { approve: true })}
                      >
                        {t('Approve')}
                      </Button>{' '}
                      <Button
                        danger
                        disabled={busy === item._id}
                        onClick={() => {
                          setRejecting(item);
                          setReason('');
                          setReasonError(null);
                        }}
                      >
                        {t('Reject')}
                      </Button>
                    </div>
                  </Panel>
                </li>
              ))}
            </ul>
            <LoadMore more={verifications.more} />
          </>
        )}
      </Loaded>
      <LazyModal
        open={rejecting !== null}
        title={rejecting ? t('Reject {name}', { name: rejecting.name }) : t('Reject')}
        okText={t('Reject')}
        okButtonProps={{ danger: true, disabled: busy !== null }}
        onOk={() => void confirmReject()}
        onCancel={() => setRejecting(null)}
      >
        <label htmlFor="reject-reason">{t('Reason (sent to the lawyer)')}</label>
        <DialogTextArea
          id="reject-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonError && <p role="alert">{reasonError}</p>}
      </LazyModal>
    </Page>
  );
}

export default observer(VerificationsPage);
