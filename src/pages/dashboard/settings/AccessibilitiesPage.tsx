// Accessibilities (spec defaults): every toggle is saved per user; accessibility mode, text size, high
// contrast and reduce motion change the UI at once; captions and silent mode are kept for calls.
import { textSizes } from '@contract/textSizes';
import { SelectRow, SettingsFrame, ToggleRow } from './parts';

export default function AccessibilitiesPage() {
  return (
    <SettingsFrame heading="Accessibilities" description="Make LexSetu easier to see, read and use.">
      <ToggleRow
        name="accessibilityMode"
        label="Accessibility mode"
        hint="Larger controls and clearer focus."
      />
      <SelectRow name="textSize" label="Text size" options={textSizes.map((s) => ({ value: s, label: s }))} />
      <ToggleRow name="highContrast" label="High contrast" />
      <ToggleRow name="skipSilentSections" label="Skip silent sections in videos" />
      <ToggleRow name="largeTextPopups" label="Large-text pop-ups" />
      <ToggleRow name="reduceMotion" label="Reduce motion" hint="Stops carousels and moving text." />
      <ToggleRow name="captions" label="Captions" hint="Used in calls." />
      <ToggleRow name="silentMode" label="Silent mode" hint="Used in calls." />
      <ToggleRow name="signLanguageOverlay" label="Sign-language overlay" />
    </SettingsFrame>
  );
}
