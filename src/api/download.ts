// Downloads: a Blob (fetched by a store through api.download, with the bearer token a plain link would not carry)
// handed to the browser (or Electron's download handler) under a name.

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
