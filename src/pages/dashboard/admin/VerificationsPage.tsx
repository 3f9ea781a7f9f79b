// Admin review of lawyer profiles (admins only; others are sent to their schedules, and the API answers
// 403): pending profiles with their enrolment details and certificate, Approve, or Reject with a reason.
import {
  formatRupees,
  rejectVerificationSchema,
  verificationItemSchema,
  verificationListSchema,
  type VerificationItem,
} from '@contract';
import { Button, Card, Descriptions, Input, Modal, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: VerificationItem[] };

function VerificationsPage() {
  const { api, auth, platform } = useStores();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [rejecting, setRejecting] = useState<VerificationItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const isAdmin = auth.user?.role === 'admin';

  const load = useCallback(async () => {
    try {
      const items = await api.get('/api/admin/verifications?status=pending', {
        schema: verificationListSchema,
      });
      setLoaded({ state: 'ready', items });
    } catch {
      setLoaded({ state: 'failed' });
    }
  }, [api]);

  useEffect(() => {
    if (isAdmin) void load();
  }, [isAdmin, load]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function decide(item: VerificationItem, action: 'approve' | 'reject', body?: { reason: string }) {
    setBusy(item._id);
    try {
      await api.post(`/api/admin/verifications/${encodeURIComponent(item._id)}/${action}`, body, {
        schema: verificationItemSchema,
      });
      toast.success(action === 'approve' ? `${item.name} is verified.` : `${item.name} was rejected.`);
      setRejecting(null);
      await load();
    } catch (failure) {
      toast.error((isApiError(failure) && failure.serverMessage) || 'Could not save the decision.');
    } finally {
      setBusy(null);
    }
  }

  function confirmReject() {
    const checked = rejectVerificationSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'A reason is required.');
      return;
    }
    if (rejecting) void decide(rejecting, 'reject', checked.data);
  }

  async function viewCertificate(item: VerificationItem) {
    try {
      const token = (await platform.tokenStore.get())?.token;
      const response = await fetch(
        `${platform.apiBaseUrl}/api/admin/verifications/${encodeURIComponent(item._id)}/certificate`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok) throw new Error(`status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
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
      {loaded.state === 'loading' && <Spin aria-label="Loading verifications" />}
      {loaded.state === 'failed' && (
        <p role="alert">
          Could not load the verifications. <Button onClick={() => void load()}>Retry</Button>
        </p>
      )}
      {loaded.state === 'ready' && loaded.items.length === 0 && <p>No profiles are waiting for review.</p>}
      {loaded.state === 'ready' && loaded.items.length > 0 && (
        <ul className="verification-list" aria-label="Pending profiles">
          {loaded.items.map((item) => (
            <li key={item._id}>
              <Card title={item.name} aria-label={item.name}>
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
                    onClick={() => void decide(item, 'approve')}
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
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.name}` : 'Reject'}
        okText="Reject"
        okButtonProps={{ danger: true, disabled: busy !== null }}
        onOk={confirmReject}
        onCancel={() => setRejecting(null)}
      >
        <label htmlFor="reject-reason">Reason (sent to the lawyer)</label>
        <Input.TextArea
          id="reject-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonError && <p role="alert">{reasonError}</p>}
      </Modal>
    </Page>
  );
}

export default observer(VerificationsPage);
