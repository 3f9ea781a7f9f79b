// Zod-free helpers on declared endpoints' paths (the renderer's first load imports these without the schemas,
// as `@contract/paths`; endpoint.ts re-exports them).

/** The reply header naming the next page of a list answered as a bare array (Activities); absent on the last. */
export const nextCursorHeader = 'Next-Cursor';

/** The path with its parameters filled in (each encoded). */
export function pathOf(declared: { path: string }, params: Record<string, string> = {}): string {
  return declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${declared.path}`);
    return encodeURIComponent(value);
  });
}
