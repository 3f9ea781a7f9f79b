// Names in three scripts: a lawyer's name as the reader's language writes it — in Devanagari for a
// reader of Hindi and in Tamil for a reader of Tamil when the lawyer gave it, else as registered.
import { nameInScript } from '@contract/scriptNames';
import { currentLocale, useT } from '@/i18n';

type Named = Parameters<typeof nameInScript>[0];

/** The name to show; the component renders again when the language changes. */
export function useNameInScript(): (person: Named) => string {
  useT();
  const locale = currentLocale();
  return (person) => nameInScript(person, locale);
}
