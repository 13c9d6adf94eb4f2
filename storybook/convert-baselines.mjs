// Converts accepted screenshots taken as PNG (before decision 0055) into the lossless WebP the check reads, pixel
// for pixel (each is decoded again and compared before its PNG goes): no picture has to be retaken. Re-runnable:
// it converts whatever PNG is left in a package's baseline folder, e.g. those of a branch merged after 0055; such
// a PNG replaces a WebP of the same name (after a merge the PNG is the newer acceptance).
//
//   npm run convert-baselines -w storybook      (node storybook/convert-baselines.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_EXTENSION, baselineFiles, baselineImage } from './visual.mjs';

/**
 * Converts every PNG baseline under `root` into WebP; returns the files converted and their bytes before and after.
 * @param {string} root
 */
export async function convertBaselines(root) {
  /** @type {Array<{ from: string, to: string, before: number, after: number }>} */
  const converted = [];
  for (const from of baselineFiles(root).filter((file) => file.endsWith('.png'))) {
    const png = fs.readFileSync(path.join(root, from));
    const webp = await baselineImage(png);
    const to = `${from.slice(0, -'.png'.length)}${BASELINE_EXTENSION}`;
    fs.writeFileSync(path.join(root, to), webp);
    fs.rmSync(path.join(root, from));
    converted.push({ from, to, before: png.length, after: webp.length });
  }
  return converted;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const converted = await convertBaselines(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  /** @param {number} n bytes */
  const mib = (n) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
  const before = converted.reduce((sum, c) => sum + c.before, 0);
  const after = converted.reduce((sum, c) => sum + c.after, 0);
  console.log(
    converted.length === 0
      ? 'No PNG baselines left: nothing to convert.'
      : `${converted.length} PNG baselines converted to lossless WebP, every pixel the same: ${mib(before)} → ${mib(after)}.`,
  );
}
