// The one rule for initials, used by every avatar without a photo (header, profile, experts, schedules,
// requests, the public carousel): the first and last word of the name, titles such as 'Adv.' or 'Dr' left out,
// so 'Adv. Rohan Mehta' reads 'RM', not 'AM'.

/** Words that come before a name and are not part of it (with or without the dot). */
const titles = new Set([
  'adv',
  'advocate',
  'dr',
  'mr',
  'mrs',
  'ms',
  'smt',
  'shri',
  'sri',
  'shrimati',
  'kumari',
  'prof',
]);

/** 'Asha Verma' → 'AV', 'Adv. Rohan Mehta' → 'RM'; '?' for no name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  // Leading titles only ('Kumari' inside a name stays); a name that is nothing but a title keeps it.
  let start = 0;
  while (start < words.length - 1 && titles.has(words[start]!.replace(/\.$/, '').toLowerCase())) start += 1;
  const named = words.slice(start);
  if (named.length === 0) return '?';
  const first = [...named[0]!][0]!;
  const letters = named.length === 1 ? first : first + [...named[named.length - 1]!][0]!;
  return letters.toUpperCase();
}
