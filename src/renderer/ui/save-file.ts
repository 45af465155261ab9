/**
 * Hands data to the host as a download named `name` (a Blob and a download link): Chromium saves
 * it to the downloads folder; Electron, with no will-download handler, asks where with its save
 * dialog. The URL is freed a second later, once the download has read it.
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
