// The contract's validation sentences ('Password must be at least 8 characters.') are written once, in the zod
// schemas the renderer shares; a refused input carries only that English sentence. Its reason and values are
// found here by matching it against the English texts of the validation catalogue: exact for a finished
// sentence, by pattern for one with {values} ('… Missing: {fields}.').
import { areaCatalogues, type ValidationReason } from './catalogues';
import type { Said } from './index';

const english: Record<string, string> = areaCatalogues.validation.en;

const exact = new Map<string, ValidationReason>();
const patterns: { id: ValidationReason; pattern: RegExp; names: string[] }[] = [];
for (const [id, text] of Object.entries(english) as [ValidationReason, string][]) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) exact.set(text, id);
  else {
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

/** The reason (and values) of a contract's validation sentence, or undefined for zod's own words. */
export function validationSaid(message: string): Said<ValidationReason> | undefined {
  const id = exact.get(message);
  if (id) return { id };
  for (const { id: patternId, pattern, names } of patterns) {
    const found = pattern.exec(message);
    if (found)
      return { id: patternId, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}
