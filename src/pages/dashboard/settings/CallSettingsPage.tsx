// Call & Communication (spec): links and four toggles, all off by default, saved per user; and, as this page
// holds the notification settings, 'Reminders by SMS' (#58).
import { useT } from '@/i18n';
import { InfoRow, LinkRow, SettingsFrame, ToggleRow } from './parts';
import { SmsRemindersRow } from './SmsRemindersRow';

export default function CallSettingsPage() {
  const t = useT();
  return (
    <SettingsFrame
      heading={t('Call & Communication')}
      description={t('Video and voice calls, captions and notifications.')}
    >
      <LinkRow
        to="/dashboard/settings/accessibilities"
        label={t('Video or voice call settings')}
        hint={t('Captions and silent mode')}
      />
      <LinkRow
        to="/dashboard/find-experts"
        label={t('Preferred expert location')}
        hint={t('Find experts near you')}
      />
      <InfoRow
        label={t('Silent notifications')}
        hint={t('Silent mode in Accessibilities keeps calls quiet.')}
      />
      <ToggleRow name="autoCaptions" label={t('Auto captions')} />
      <ToggleRow name="progressBar" label={t('Progress bar')} />
      <ToggleRow name="autoEndCall" label={t('Auto end call after limit')} />
      <ToggleRow name="customKeys" label={t('Custom keys')} />
      <SmsRemindersRow />
    </SettingsFrame>
  );
}
