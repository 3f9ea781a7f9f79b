// Admin review of lawyer profiles (admins only; others are sent to their schedules, and the API answers
// 403): pending profiles with their enrolment details and certificate, Approve, or Reject with a reason.
import type { VerificationItem } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Descriptions } from 'antd';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';

function VerificationsPage() {
  const { auth, verifications } = useStores();
  const toast = useToast();
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
      toast.success('reason' in decision ? `${item.name} was rejected.` : `${item.name} is verified.`);
      setRejecting(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not save the decision.');
    }
  }

  // The reason is checked by the API's own schema, from the contract (fetched alongside the screen, routes.tsx):
  // imported here rather than with the screen so the contract and zod stay out of its first load.
  async function confirmReject() {
    const { rejectVerificationSchema } = await import('@contract');
    const checked = rejectVerificationSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'A reason is required.');
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
      toast.error('Could not download the certificate.');
    }
  }

  return (
    <Page
      heading="Lawyer verifications"
      description="Check each pending profile against its Bar Council certificate."
    >
      <Loaded
        resource={verifications.pending}
        isEmpty={(items) => items.length === 0}
        empty={<p>No profiles are waiting for review.</p>}
      >
        {(items) => (
          <ul className="verification-list" aria-label="Pending profiles">
            {items.map((item) => (
              <li key={item._id}>
                <Panel title={item.name} aria-label={item.name}>
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      { key: 'email', label: 'Email', children: item.email },
                      { key: 'areas', label: 'Practice areas', children: item.practiceAreas.join(', ') },
                      { key: 'languages', label: 'Languages', children: item.languages.join(', ') },
                      { key: 'place', label: 'City', children: `${item.city}, ${item.state}` },
                      { key: 'years', label: 'Experience', children: `${item.yearsExperience} years` },
                      { key: 'rate', label: 'Rate per minute', children: formatRupees(item.ratePaise) },
                      { key: 'enrolment', label: 'Enrolment number', children: item.enrolmentNumber },
                      { key: 'council', label: 'State Bar Council', children: item.barCouncil },
                      { key: 'year', label: 'Year of enrolment', children: item.enrolmentYear },
                      { key: 'bio', label: 'Bio', children: item.bio },
                    ]}
                  />
                  <div className="verification-actions">
                    {item.certificate ? (
                      <Button onClick={() => void viewCertificate(item)}>View certificate</Button>
                    ) : (
                      <span>No certificate uploaded</span>
                    )}{' '}
                    <Button
                      type="primary"
                      disabled={busy === item._id || !item.certificate}
                      onClick={() => void decide(item, { approve: true })}
                    >
                      Approve
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
                      Reject
                    </Button>
                  </div>
                </Panel>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <LazyModal
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.name}` : 'Reject'}
        okText="Reject"
        okButtonProps={{ danger: true, disabled: busy !== null }}
        onOk={() => void confirmReject()}
        onCancel={() => setRejecting(null)}
      >
        <label htmlFor="reject-reason">Reason (sent to the lawyer)</label>
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
