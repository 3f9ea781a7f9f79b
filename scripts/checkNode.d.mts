/** The one sentence refusing this Node, or undefined when `range` holds `version` (see checkNode.mjs). */
export function unsupportedNode(
  version: string,
  range: string,
  platform?: string,
  arch?: string,
): string | undefined;
