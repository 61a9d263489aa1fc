/** Saves a file through the browser's download. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file through the browser's download (works offline: nothing is fetched). */
export function downloadText(filename: string, text: string, type: string): void {
  saveFile(filename, new Blob([text], { type }));
}
