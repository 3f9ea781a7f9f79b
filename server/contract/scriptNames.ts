// Names in three scripts: a lawyer may give their name also in Devanagari and in Tamil. Zod-free (the
// profile form imports it as `@contract/scriptNames`; verification.ts builds the schema fields from it). A name
// in a script holds that script's letters and signs, spaces, dots, hyphens, apostrophes and the invisible joiners
// (ZWJ, ZWNJ) that choose how a conjunct is drawn, and at least one letter of the script.

export const scriptNameMaxLength = 100;

/** Devanagari, Devanagari Extended, Vedic Extensions. */
const devanagari = '\\u0900-\\u097F\\uA8E0-\\uA8FF\\u1CD0-\\u1CFF';
/** Tamil. */
const tamil = '\\u0B80-\\u0BFF';
const between = "\\u200C\\u200D .'\\-";

/**
 * Not given (''), or the script's letters and signs with at least one of them. Plain enough for the API
 * document (a JSON Schema pattern: no lookahead, no astral ranges) to say the same rule.
 */
const written = (letters: string) => {
  const any = `[${letters}${between}]*`;
  return new RegExp(`^$|^${any}[${letters}]${any}$`);
};

export const scriptNamePatterns = { devanagari: written(devanagari), tamil: written(tamil) } as const;
export type NameScript = keyof typeof scriptNamePatterns;

/** The English sentences a refused name carries (the same on the form and from the API). */
export const scriptNameMessages = {
  devanagari: {
    script: 'Name in Devanagari must be written in Devanagari letters.',
    long: `Name in Devanagari must be at most ${scriptNameMaxLength} characters.`,
  },
  tamil: {
    script: 'Name in Tamil must be written in Tamil letters.',
    long: `Name in Tamil must be at most ${scriptNameMaxLength} characters.`,
  },
} as const;

/** Whether a name given in `script` is written in it ('' = not given, which is fine). */
export const isWrittenIn = (script: NameScript, name: string): boolean =>
  scriptNamePatterns[script].test(name.trim());

/** A person's name as a reader of `locale` best reads it: in their script when given, else as registered. */
export function nameInScript(
  person: { name: string; nameDevanagari?: string; nameTamil?: string },
  locale: string,
): string {
  const own = locale === 'hi' ? person.nameDevanagari : locale === 'ta' ? person.nameTamil : '';
  return own?.trim() || person.name;
}
