// The admin console is shut to an admin without two-factor authentication (outside the offline demo): on an
// admin page a full explanation with the way to the set-up; elsewhere in the dashboard (the first screen after
// sign-in) a notice offering it. The dashboard layout shows these when the audit log store says so.
import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { LinkButton } from '@/components/LinkButton';
import { useT } from '@/i18n';

export const twoFactorSettingsPath = '/dashboard/settings/security-privacy';

function SetUpButton({ primary }: { primary?: boolean }) {
  const t = useT();
  return (
    <LinkButton to={twoFactorSettingsPath} type={primary ? 'primary' : 'default'} icon={<SafetyOutlined />}>
      {t('Turn on two-factor authentication')}
    </LinkButton>
  );
}

/** In place of an admin page. */
export function AdminTwoFactorRequired({ onCheckAgain }: { onCheckAgain: () => void }) {
  const t = useT();
  return (
    <Result
      status="403"
      title={t('Two-factor authentication is needed for the admin console')}
      subTitle={t(
        'Admins act on other people’s accounts and money, so the console opens only for an account with two-factor authentication on. Turn it on in Settings → Security & privacy, then come back.',
      )}
      extra={[
        <SetUpButton key="set-up" primary />,
        <Button key="again" onClick={onCheckAgain}>
          {t('Check again')}
        </Button>,
      ]}
    />
  );
}

/** Above any other dashboard page: the offer made at sign-in. */
export function AdminTwoFactorOffer() {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      className="gap-below"
      title={t('Turn on two-factor authentication to use the admin console')}
      description={t('The admin pages stay closed to your account until it is on.')}
      action={<SetUpButton />}
    />
  );
}
