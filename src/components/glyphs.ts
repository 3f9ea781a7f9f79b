// Signs drawn as text (arrows, stars, quotes, the menu caret): the same in every language, so they stay out of
// the catalogues; the controls that show them are named in words (aria-label).
export const glyphs = {
  previous: '‹',
  next: '›',
  star: '★',
  expanded: '−',
  collapsed: '+',
  menu: '▾',
  openQuote: '“',
  closeQuote: '”',
} as const;
