// One user as admins see them: who they are, their status (and the suspension's reason), a lawyer's
// verification, Suspend or Reinstate with a required reason (mailed to them), the admins' notes and the newest
// of their bookings, requests, document orders, payments and sessions.
import type { AdminUserDetail } from '@contract';
import { suspensionReasonLimits } from '@contract/adminUserTerms';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyModal } from '@/components/LazyModal';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate, formatDateTime } from '@/i18n/dates';
import { UserActivity } from './users/UserActivity';
import { UserNotes } from './users/UserNotes';
import { roleLabels, statusColors, statusLabels, verificationLabels } from './users/userTerms';

type Action = 'suspend' | 'reinstate';

function UserPage() {
  const { auth, adminUsers: store } = useStores();
  const { id = '' } = useParams();
  const t = useT();
  const toast = useToast();
  const isAdmin = auth.user?.role === 'admin';
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (isAdmin && id) void store.open(id);
  }, [isAdmin, id, store]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  const enough = reason.trim().length >= suspensionReasonLimits.min;
  async function decide() {
    if (!action || !enough) return;
    try {
      await store.decide(action, reason.trim());
      toast.success(
        action === 'suspend'
          ? t('Account suspended. They were signed out and mailed the reason.')
          : t('Account reinstated. They were mailed.'),
      );
      setAction(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('That did not work. Please try again.'));
    }
  }

  const details = (user: AdminUserDetail) => (
    <Panel
      title={<span translate="no">{user.name}</span>}
      extra={<Tag color={statusColors[user.status]}>{t(statusLabels[user.status])}</Tag>}
    >
      <dl className="fact-list">
        <dt>{t('E-mail')}</dt>
        <dd translate="no">{user.email}</dd>
        <dt>{t('Role')}</dt>
        <dd>{t(roleLabels[user.role])}</dd>
        <dt>{t('Joined')}</dt>
        <dd>{formatDate(user.joinedAt)}</dd>
        {user.verification && (
          <>
            <dt>{t('Verification')}</dt>
            <dd>{t(verificationLabels[user.verification] ?? user.verification)}</dd>
          </>
        )}
        {user.role === 'client' && (
          <>
            <dt>{t('Wallet balance')}</dt>
            <dd>{formatRupees(user.walletBalancePaise)}</dd>
          </>
        )}
        {user.status === 'suspended' && (
          <>
            <dt>{t('Suspended')}</dt>
            <dd>{formatDateTime(user.suspendedAt)}</dd>
            <dt>{t('Reason')}</dt>
            <dd translate="no">{user.suspendedReason}</dd>
          </>
        )}
      </dl>
      {user.role !== 'admin' && (
        <div className="lawyer-profile-actions section-gap">
          {user.status === 'active' ? (
            <Button danger onClick={() => (setReason(''), setAction('suspend'))}>
              {t('Suspend')}
            </Button>
          ) : (
            <Button onClick={() => (setReason(''), setAction('reinstate'))}>{t('Reinstate')}</Button>
          )}
        </div>
      )}
    </Panel>
  );

  return (
    <Page heading={t('User')} description={t("A person's account, activity and the admins' notes.")}>
      <p>
        <Link to="/dashboard/admin/users">{t('← All users')}</Link>
      </p>
      <Loaded resource={store.user}>
        {(user) => (
          <div className="panel-stack">
            {details(user)}
            <UserNotes user={user} store={store} />
            <UserActivity user={user} />
          </div>
        )}
      </Loaded>
      <LazyModal
        open={action !== null}
        title={action === 'suspend' ? t('Suspend this account') : t('Reinstate this account')}
        okText={action === 'suspend' ? t('Suspend') : t('Reinstate')}
        okButtonProps={{ danger: action === 'suspend', disabled: !enough }}
        confirmLoading={store.saving}
        onOk={() => void decide()}
        onCancel={() => setAction(null)}
      >
        {action === 'suspend' && (
          <p>
            {t(
              'They are signed out everywhere and cannot sign in; a lawyer leaves search; their upcoming consultations are cancelled and refunded in full.',
            )}
          </p>
        )}
        <label htmlFor="suspension-reason">{t('Reason (mailed to them)')}</label>
        <DialogTextArea
          id="suspension-reason"
          rows={3}
          maxLength={suspensionReasonLimits.max}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </LazyModal>
    </Page>
  );
}

export default observer(UserPage);
