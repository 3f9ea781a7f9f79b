// Accessibilities (spec defaults): every toggle is saved per user; accessibility mode, text size, high
// contrast and reduce motion change the UI at once; captions and silent mode are kept for calls.
import { textSizes } from '@contract/textSizes';
import { msg, useT } from '@/i18n';
import { SelectRow, SettingsFrame, ToggleRow } from './parts';

const sizeWords: Record<(typeof textSizes)[number], string> = {
  Small: msg('Small'),
  Medium: msg('Medium'),
  Large: msg('Large'),
};

export default function AccessibilitiesPage() {
  const t = useT();
  return (
    <SettingsFrame
      heading={t('Accessibilities')}
      description={t('Make LexSetu easier to see, read and use.')}
    >
      <ToggleRow
        name="accessibilityMode"
        label={t('Accessibility mode')}
        hint={t('Larger controls and clearer focus.')}
      />
      <SelectRow
        name="textSize"
        label={t('Text size')}
        options={textSizes.map((s) => ({ value: s, label: t(sizeWords[s]) }))}
      />
      <ToggleRow name="highContrast" label={t('High contrast')} />
      <ToggleRow name="skipSilentSections" label={t('Skip silent sections in videos')} />
      <ToggleRow name="largeTextPopups" label={t('Large-text pop-ups')} />
      <ToggleRow
        name="reduceMotion"
        label={t('Reduce motion')}
        hint={t('Stops carousels and moving text.')}
      />
      <ToggleRow name="captions" label={t('Captions')} hint={t('Used in calls.')} />
      <ToggleRow name="silentMode" label={t('Silent mode')} hint={t('Used in calls.')} />
      <ToggleRow name="signLanguageOverlay" label={t('Sign-language overlay')} />
    </SettingsFrame>
  );
}
