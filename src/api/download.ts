// Downloads: participant-only files fetched with the bearer token (a plain link would carry no token), and
// any Blob handed to the browser (or Electron's download handler) under a name.
import type { Platform } from '@/platform/types';

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadWithToken(platform: Platform, path: string, name: string): Promise<void> {
  const token = (await platform.tokenStore.get())?.token;
  const response = await fetch(`${platform.apiBaseUrl}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  saveBlob(await response.blob(), name);
}
