// Profile management (spec rows). Dark Mode switches the theme at once and is saved for every device; rows the
// spec leaves without a destination lead to the page that does the job or say what they are. Preferred language
// switches the dashboard's language at once (src/i18n) and is saved for every device.
import { languageNames, uiLanguages } from '@/i18n';
import { InfoRow, LinkRow, SelectRow, SettingsFrame, ToggleRow } from './parts';

export default function ProfileManagementPage() {
  return (
    <SettingsFrame
      heading="Profile management"
      description="Profile settings, dark mode, linked accounts and preferred language."
    >
      <LinkRow to="/pricing" label="Upgrade to pro" />
      <LinkRow to="/profile" label="Profile settings" />
      <ToggleRow name="darkMode" label="Dark Mode" />
      <LinkRow to="/dashboard/schedules" label="Dashboard setting" hint="Your dashboard opens on Schedules" />
      <InfoRow label="Add another account" hint="Log out, then log in or create the other account." />
      <LinkRow
        to="/dashboard/settings/security-privacy"
        label="Backup & recovery options"
        hint="Two-factor recovery codes and Download my data"
      />
      <InfoRow label="Linked accounts" hint="Sign-in method: email and password" />
      <SelectRow
        name="preferredLanguage"
        label="Preferred language"
        options={uiLanguages.map((l) => ({ value: l, label: languageNames[l] }))}
      />
    </SettingsFrame>
  );
}
