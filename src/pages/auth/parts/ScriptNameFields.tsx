// The lawyer's name also in Devanagari and in Tamil, on the profile form: optional, each checked to be
// written in its script (the server checks the same, @contract/scriptNames). Readers of Hindi and Tamil see it on
// the lawyer's card and profile, and Find experts finds it.
import { Form } from 'antd';
import { scriptNameMaxLength, scriptNamePatterns, type NameScript } from '@contract/scriptNames';
import { Input } from '@/components/inputs';
import { msg, useT } from '@/i18n';

const fields: { script: NameScript; name: string; lang: string; label: string; example: string }[] = [
  {
    script: 'devanagari',
    name: 'nameDevanagari',
    lang: 'hi',
    label: msg('Your name in Devanagari (Hindi)'),
    example: 'प्रिया शर्मा',
  },
  {
    script: 'tamil',
    name: 'nameTamil',
    lang: 'ta',
    label: msg('Your name in Tamil'),
    example: 'பிரியா சர்மா',
  },
];

/** The sentences a refused name shows: the contract's (scriptNameMessages), which the server answers too. */
const refusals: Record<NameScript, string> = {
  devanagari: msg('Name in Devanagari must be written in Devanagari letters.'),
  tamil: msg('Name in Tamil must be written in Tamil letters.'),
};

export function ScriptNameFields() {
  const t = useT();
  return (
    <>
      {fields.map(({ script, name, lang, label, example }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(label)}
          extra={t('Optional. Readers of this script see your name in it, and search finds it.')}
          rules={[{ pattern: scriptNamePatterns[script], message: t(refusals[script]) }]}
        >
          <Input lang={lang} maxLength={scriptNameMaxLength} placeholder={example} />
        </Form.Item>
      ))}
    </>
  );
}
