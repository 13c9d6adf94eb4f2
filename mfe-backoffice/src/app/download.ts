// Hands a document the page already holds to the browser as a file (the privacy page's export): a Blob behind a
// link with `download`, clicked once, its address released after.

/** Saves `value` as pretty-printed JSON under `fileName`. */
export function downloadJson(value: unknown, fileName: string): void {
  downloadBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}

/** Saves an HTML document (the privacy export's readable one, decision 0068) under `fileName`. */
export function downloadHtml(html: string, fileName: string): void {
  downloadBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), fileName);
}

function downloadBlob(blob: Blob, fileName: string): void {
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
