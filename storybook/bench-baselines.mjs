// What the accepted screenshots would weigh in each lossless format (decision 0055): every baseline encoded
// anew, decoded again and compared with the committed one as raw RGBA (a candidate that changes one pixel of one
// picture is not lossless: its count must be 0). Prints bytes, the ratio to PNG as sharp wrote it before 0055 and
// the encode time. About 40 minutes on two busy cores, most of it for WebP at quality 100.
//
//   node storybook/bench-baselines.mjs               every package's baselines
//   node storybook/bench-baselines.mjs shell mfe-agenda    those of the packages named
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { baselineFiles, equalPixels, pixelsOf } from './visual.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('./visual.mjs').Pixels} Pixels */

/** @param {ReturnType<typeof sharp>} image */
const zlib9 = (image) => image.png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer();

/**
 * The candidates: each encodes the RGB pixels of a screenshot. The first is the measure of the others.
 * @type {Record<string, (image: ReturnType<typeof sharp>, pixels: Pixels) => Promise<Buffer>>}
 */
const CANDIDATES = {
  'PNG, zlib 9 (sharp, as before 0055)': zlib9,
  'PNG, zlib 9, adaptive filtering': (image) =>
    image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer(),
  'PNG, palette where ≤ 256 colours, else zlib 9': async (image, pixels) =>
    colourCount(pixels) <= 256
      ? image
          .png({ palette: true, colours: 256, quality: 100, dither: 0, effort: 10, compressionLevel: 9 })
          .toBuffer()
      : zlib9(image),
  'WebP lossless, effort 6': (image) => image.webp({ lossless: true, effort: 6 }).toBuffer(),
  'WebP lossless, effort 6, quality 100': (image) =>
    image.webp({ lossless: true, effort: 6, quality: 100 }).toBuffer(),
};

/**
 * How many colours a picture has, counted up to 257.
 * @param {Pixels} pixels
 */
function colourCount({ data }) {
  /** @type {Set<number>} */
  const colours = new Set();
  for (let i = 0; i < data.length && colours.size <= 256; i += 4) colours.add(data.readUInt32BE(i));
  return colours.size;
}

const only = process.argv.slice(2);
const files = baselineFiles(ROOT).filter(
  (file) => only.length === 0 || only.includes(file.split(path.sep)[0] ?? ''),
);
/** @type {Record<string, { bytes: number, ms: number, lossy: number }>} */
const totals = Object.fromEntries(
  Object.keys(CANDIDATES).map((name) => [name, { bytes: 0, ms: 0, lossy: 0 }]),
);
let committed = 0;
for (const file of files) {
  const original = fs.readFileSync(path.join(ROOT, file));
  committed += original.length;
  const pixels = await pixelsOf(original);
  for (const [name, encode] of Object.entries(CANDIDATES)) {
    const total = totals[name];
    if (!total) continue;
    const started = performance.now();
    const encoded = await encode(
      sharp(pixels.data, { raw: { ...pixels, channels: 4 } }).removeAlpha(),
      pixels,
    );
    total.ms += performance.now() - started;
    if (!equalPixels(await pixelsOf(encoded), pixels)) total.lossy += 1;
    total.bytes += encoded.length;
  }
}

/** @param {number} n bytes */
const mib = (n) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
const measure = Object.values(totals)[0]?.bytes ?? 0;
console.log(`${files.length} accepted screenshots, ${mib(committed)} committed.\n`);
console.log('| Format | Bytes | Ratio | Encode time | Not lossless |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, { bytes, ms, lossy }] of Object.entries(totals)) {
  console.log(
    `| ${name} | ${mib(bytes)} | ${(bytes / measure).toFixed(3)} | ${(ms / 1000).toFixed(1)} s | ${lossy} |`,
  );
}
