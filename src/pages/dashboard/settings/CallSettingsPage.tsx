// Call & Communication (spec): links and four toggles, all off by default, saved per user.
import { InfoRow, LinkRow, SettingsFrame, ToggleRow } from './parts';

export default function CallSettingsPage() {
  return (
    <SettingsFrame
      heading="Call & Communication"
      description="Video and voice calls, captions and notifications."
    >
      <LinkRow
        to="/dashboard/settings/accessibilities"
        label="Video or voice call settings"
        hint="Captions and silent mode"
      />
      <LinkRow to="/dashboard/find-experts" label="Preferred expert location" hint="Find experts near you" />
      <InfoRow label="Silent notifications" hint="Silent mode in Accessibilities keeps calls quiet." />
      <ToggleRow name="autoCaptions" label="Auto captions" />
      <ToggleRow name="progressBar" label="Progress bar" />
      <ToggleRow name="autoEndCall" label="Auto end call after limit" />
      <ToggleRow name="customKeys" label="Custom keys" />
    </SettingsFrame>
  );
}
