// The numeric constants of a module that Stryker has no mutator for (limits, windows, lifetimes): top-level
// `const name = …;` lines and the numeric properties of top-level constant objects. Each number term
// (`15 * 60_000` is one, led by 15) becomes one change: its leading number plus one.

/** Blanks out string literals, so digits inside them ('HS256') are not taken for numbers. */
const withoutStrings = (line) => line.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, (s) => ' '.repeat(s.length));

// A number term not part of a name, an index or a longer product: 10, 60_000, 10 * 60_000.
const numberTerm = /(?<![\w.[]|\* |\/ )(\d[\d_]*)((?: \* [\d_]+)*)(?![\w.])/g;

/**
 * The changes for lines from..to (1-based, inclusive) of source: { line (1-based), name, change, text }
 * where text is the whole source with that one number moved by one.
 */
export function constantChanges(source, from = 1, to = Infinity) {
  const lines = source.split('\n');
  const changes = [];
  let object = null; // the name of the top-level constant object we are inside, if any
  for (const [index, line] of lines.entries()) {
    const top = /^(?:export )?const (\w+)\b[^=]*= (.*)$/.exec(line);
    if (top) object = /^\{\s*$/.test(top[2]) ? top[1] : null;
    else if (/^\}/.test(line)) object = null;
    const property = object ? /^\s+(\w+): /.exec(line) : null;
    const name = top ? top[1] : property ? `${object}.${property[1]}` : null;
    if (!name || line.includes('=>') || index + 1 < from || index + 1 > to) continue;
    const masked = withoutStrings(line);
    const start = top ? masked.indexOf('= ') : 0;
    for (const match of masked.slice(start).matchAll(numberTerm)) {
      const at = start + match.index;
      const digits = match[1];
      const moved = String(Number(digits.replaceAll('_', '')) + 1);
      const changed = [...lines];
      changed[index] = line.slice(0, at) + moved + line.slice(at + digits.length);
      const inline = /(\w+): $/.exec(masked.slice(0, at));
      changes.push({
        line: index + 1,
        name: inline && inline[1] !== name.split('.').at(-1) ? `${name}.${inline[1]}` : name,
        change: `${digits}${match[2]} → ${moved}${match[2]}`,
        text: changed.join('\n'),
      });
    }
  }
  return changes;
}
