// The conversion of PNG baselines (decision 0055): every picture becomes a WebP with exactly its pixels, the PNG
// goes, a PNG left by a merge replaces the WebP of the same name, and a second run finds nothing to do.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { convertBaselines } from './convert-baselines.mjs';
import { VisualCheck, samePixels } from './visual.mjs';

/**
 * A PNG of noise (far more than 256 colours, nothing a codec could smooth without changing a pixel).
 * @param {number} seed
 */
function noisePng(seed) {
  const width = 40;
  const height = 30;
  const data = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    data[i] = state >> 16;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('PNG baselines become WebP with the same pixels, a merged PNG wins, a second run does nothing', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-convert-'));
  try {
    const folder = path.join(root, 'mfe-agenda', 'visual-baselines');
    fs.mkdirSync(folder, { recursive: true });
    const shared = await noisePng(1);
    const french = await noisePng(2);
    fs.writeFileSync(path.join(folder, 'step--default.375.png'), shared);
    fs.writeFileSync(path.join(folder, 'step--default.fr-CH.375.png'), french);
    // What the branch had accepted before the merge brought the newer PNG of the same story.
    fs.writeFileSync(
      path.join(folder, 'step--default.fr-CH.375.webp'),
      await sharp(await noisePng(3))
        .webp({ lossless: true })
        .toBuffer(),
    );
    const visual = new VisualCheck({ root });
    assert.deepEqual(visual.foreignFiles(['mfe-agenda']), [
      path.join('mfe-agenda', 'visual-baselines', 'step--default.375.png'),
      path.join('mfe-agenda', 'visual-baselines', 'step--default.fr-CH.375.png'),
    ]);

    const converted = await convertBaselines(root);
    assert.deepEqual(
      converted.map((c) => path.basename(c.to)),
      ['step--default.375.webp', 'step--default.fr-CH.375.webp'],
    );
    assert.deepEqual(fs.readdirSync(folder).sort(), [
      'step--default.375.webp',
      'step--default.fr-CH.375.webp',
    ]);
    assert.ok(await samePixels(fs.readFileSync(path.join(folder, 'step--default.375.webp')), shared));
    assert.ok(await samePixels(fs.readFileSync(path.join(folder, 'step--default.fr-CH.375.webp')), french));
    assert.equal((await sharp(path.join(folder, 'step--default.375.webp')).metadata()).format, 'webp');
    assert.deepEqual(visual.foreignFiles(['mfe-agenda']), []);

    assert.deepEqual(await convertBaselines(root), []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
