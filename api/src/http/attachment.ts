// A download's Content-Disposition (RFC 6266): the file's name as a quoted ASCII `filename` for every browser and as
// `filename*` (RFC 8187, UTF-8) for those that read it.

const attrChar = (name: string): string =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"; filename*=UTF-8''…` for a file of this name. */
export const attachment = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${attrChar(fileName)}`;
};
