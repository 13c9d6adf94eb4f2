// Hands a document the page already holds to the browser as a file (the privacy page's export): a Blob behind a
// link with `download`, clicked once, its address released after.

/** Saves `value` as pretty-printed JSON under `fileName`. */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has its own copy once started; a moment later the Blob may go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
