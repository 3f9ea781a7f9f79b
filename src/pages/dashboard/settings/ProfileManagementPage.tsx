// Profile management (spec rows). Dark Mode switches the theme at once and is saved for every device; rows the
// spec leaves without a destination lead to the page that does the job or say what they are. Preferred language
// switches the dashboard's language at once (src/i18n) and is saved for every device.
import { languageNames, uiLanguages, useT } from '@/i18n';
import { InfoRow, LinkRow, SelectRow, SettingsFrame, ToggleRow } from './parts';

export default function ProfileManagementPage() {
  const t = useT();
  return (
    <SettingsFrame
      heading={t('Profile management')}
      description={t('Profile settings, dark mode, linked accounts and preferred language.')}
    >
      <LinkRow to="/pricing" label={t('Upgrade to pro')} />
      <LinkRow to="/profile" label={t('Profile settings')} />
      <ToggleRow name="darkMode" label={t('Dark Mode')} />
      <LinkRow
        to="/dashboard/schedules"
        label={t('Dashboard setting')}
        hint={t('Your dashboard opens on Schedules')}
      />
      <InfoRow
        label={t('Add another account')}
        hint={t('Log out, then log in or create the other account.')}
      />
      <LinkRow
        to="/dashboard/settings/security-privacy"
        label={t('Backup & recovery options')}
        hint={t('Two-factor recovery codes and Download my data')}
      />
      <InfoRow label={t('Linked accounts')} hint={t('Sign-in method: email and password')} />
      <SelectRow
        name="preferredLanguage"
        label={t('Preferred language')}
        options={uiLanguages.map((l) => ({ value: l, label: languageNames[l] }))}
      />
    </SettingsFrame>
  );
}
