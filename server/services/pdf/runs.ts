// A line of text as runs of one face each: every character is printed in a face that has it, so a client named
// in Devanagari on an English invoice, or ₹ before Latin digits, still prints. A run goes on while its face has
// the next character (spaces and marks stay inside a Hindi or Tamil phrase, so it is shaped as one); otherwise
// the first face in the document's order that has it starts a new run.
import type { Coverage, Face } from './fonts';

export interface Run {
  face: Face;
  text: string;
}

/**
 * `order`: the faces to try, first the document's own (Latin, then its language's script); a character no face
 * has goes to the first (printed as its empty box, while the line's text keeps it, see writer.ts).
 */
export function splitRuns(text: string, order: readonly Face[], coverage: Record<Face, Coverage>): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (current && coverage[current.face](codePoint)) {
      current.text += char;
      continue;
    }
    const face = order.find((f) => coverage[f](codePoint)) ?? order[0]!;
    if (current?.face === face) current.text += char;
    else runs.push((current = { face, text: char }));
  }
  return runs;
}

/** The faces to try for a document in a language: its script right after Latin. */
export function faceOrder(language: 'English' | 'Hindi' | 'Tamil'): Face[] {
  if (language === 'Tamil') return ['latin', 'tamil', 'devanagari', 'latinExtended'];
  return ['latin', 'devanagari', 'tamil', 'latinExtended'];
}
