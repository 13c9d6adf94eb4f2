// The visual half of the Storybook check (issue 35): every story's screenshot in German and French at 375 px,
// and the screen-level stories (tag 'screen': whole steps, overlays, the manage page) also at 1280 px, compared
// with the accepted baseline committed beside the package's code (<package>/visual-baselines/). A pixel that
// differs beyond anti-aliasing (pixelmatch) fails the check and lands on a review page (static HTML: baseline,
// new and the highlighted difference side by side); `--update` accepts exactly the changed ones.
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** The phone width every story is screenshotted at, and the desktop width of the screen-level ones. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
};

/** The tag (in a story file's meta) of a screen-level story: also screenshotted at the desktop width. */
export const SCREEN_TAG = 'screen';

/** Folder, in each package, of its accepted screenshots. */
export const BASELINE_FOLDER = 'visual-baselines';

/** The accepted screenshots' format: lossless WebP (decision 0055), the smallest lossless one browsers show. */
export const BASELINE_EXTENSION = '.webp';

/**
 * Colour distance (pixelmatch's YIQ measure, 0 to 1) under which two pixels count as the same. Anti-aliased
 * edges are told apart by pixelmatch itself (includeAA: false); this only absorbs rounding: a colour moved by
 * about five steps of 255 in one channel already differs.
 */
const THRESHOLD = 0.01;

/** The most the committed screenshots of all packages may weigh together (issue 35). */
export const BASELINE_BUDGET_BYTES = 25 * 1024 * 1024;

/**
 * What the committed screenshots under `root` weigh, in bytes (every package's baseline folder).
 * @param {string} root
 */
export function baselineBytes(root) {
  return baselineFiles(root).reduce((total, file) => total + fs.statSync(path.join(root, file)).size, 0);
}

/**
 * Every committed screenshot under `root` (each package's baseline folder), relative to `root`.
 * @param {string} root
 */
export function baselineFiles(root) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const dir = path.join(root, entry.name, BASELINE_FOLDER);
    if (!entry.isDirectory() || !fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) files.push(path.join(entry.name, BASELINE_FOLDER, name));
  }
  return files;
}

/** @typedef {{ id: string, title: string, name: string, importPath: string, tags?: string[] }} StoryEntry */
/** @typedef {{ data: Buffer, width: number, height: number }} Pixels */
/** @typedef {keyof typeof VIEWPORTS} Viewport */

/**
 * The widths a story is screenshotted at.
 * @param {StoryEntry} story
 * @returns {Viewport[]}
 */
export function viewportsOf(story) {
  return story.tags?.includes(SCREEN_TAG) ? ['phone', 'desktop'] : ['phone'];
}

/**
 * The package a story file belongs to ('shared', 'mfe-agenda', ...; 'storybook' for its own stories).
 * @param {StoryEntry} story
 * @returns {string}
 */
export function packageOf(story) {
  const parts = story.importPath.split('/').filter((part) => part !== '.' && part !== '');
  return parts[0] === '..' ? (parts[1] ?? 'storybook') : 'storybook';
}

/**
 * A story id as a file name: Storybook's ids may hold characters like '·' from the titles.
 * @param {string} id
 */
const fileId = (id) => id.replace(/[^a-z0-9-]+/gi, '').replace(/-{3,}/g, '--');

/**
 * Where the accepted screenshot of a story at a viewport lives (relative to the repository): one file per
 * language, or one for both (`culture` null) when the story looks the same in German and French.
 * @param {StoryEntry} story
 * @param {string | null} culture
 * @param {Viewport} viewport
 */
export function baselinePath(story, culture, viewport) {
  const width = VIEWPORTS[viewport].width;
  const name = `${fileId(story.id)}.${culture ? `${culture}.` : ''}${width}${BASELINE_EXTENSION}`;
  return path.join(packageOf(story), BASELINE_FOLDER, name);
}

/**
 * The RGBA pixels of a picture (PNG or WebP).
 * @param {Buffer} image
 * @returns {Promise<Pixels>}
 */
export async function pixelsOf(image) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Two pictures with the same pixels (what matters, not how they were compressed).
 * @param {Buffer} a
 * @param {Buffer} b
 */
export async function samePixels(a, b) {
  const [x, y] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
  return equalPixels(x, y);
}

/**
 * Decoded pictures of the same size and the very same RGBA bytes.
 * @param {Pixels} x
 * @param {Pixels} y
 */
export function equalPixels(x, y) {
  return x.width === y.width && x.height === y.height && x.data.equals(y.data);
}

/**
 * A screenshot (PNG, or any picture sharp reads) as it is committed: lossless WebP without its (opaque) alpha
 * channel. Decoded again and compared before it is returned, so a codec that loses a pixel fails loudly instead
 * of changing an accepted screenshot.
 * @param {Buffer} screenshot
 */
export async function baselineImage(screenshot) {
  const image = await sharp(screenshot).removeAlpha().webp({ lossless: true, effort: 6 }).toBuffer();
  if (!(await samePixels(screenshot, image))) {
    throw new Error('visual: lossless WebP changed a pixel of the screenshot; nothing was written');
  }
  return image;
}

/**
 * `pixels` on a transparent canvas of `width` × `height`.
 * @param {Pixels} pixels
 * @param {number} width
 * @param {number} height
 */
function padded(pixels, width, height) {
  if (pixels.width === width && pixels.height === height) return pixels.data;
  const canvas = Buffer.alloc(width * height * 4);
  for (let row = 0; row < pixels.height; row++) {
    pixels.data.copy(canvas, row * width * 4, row * pixels.width * 4, (row + 1) * pixels.width * 4);
  }
  return canvas;
}

/**
 * Compares a new screenshot (PNG) with its baseline (WebP). A different size is a change (the difference then
 * covers the larger of the two). Returns the count of differing pixels and, when there are any, the
 * difference as PNG (changed pixels in red over a faded copy of the baseline).
 * @param {Buffer} baseline
 * @param {Buffer} actual
 */
export async function compareScreenshots(baseline, actual) {
  const [before, after] = await Promise.all([pixelsOf(baseline), pixelsOf(actual)]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(
    padded(before, width, height),
    padded(after, width, height),
    diff,
    width,
    height,
    {
      threshold: THRESHOLD,
      includeAA: false,
      alpha: 0.2,
    },
  );
  const resized = before.width !== after.width || before.height !== after.height;
  const pixels = resized ? Math.max(differing, 1) : differing;
  const image =
    pixels > 0
      ? await sharp(diff, { raw: { width, height, channels: 4 } })
          .png()
          .toBuffer()
      : null;
  return { pixels, resized, diff: image };
}

/**
 * Collects the screenshots of one run and judges each against its accepted screenshot under `root` (the
 * language's own, else the one both languages share). `update` then writes exactly the new and changed ones
 * (finish()), sharing one file between the languages when a story looks the same in both.
 */
export class VisualCheck {
  /** @param {{ root: string, update?: boolean }} options */
  constructor({ root, update = false }) {
    this.root = root;
    this.update = update;
    /** @type {Array<{ story: StoryEntry, culture: string, viewport: Viewport, file: string, status: 'same' | 'new' | 'changed', pixels: number, actual: Buffer | null, baseline: Buffer | null, diff: Buffer | null }>} */
    this.results = [];
  }

  /**
   * The accepted screenshot a story's screenshot is compared with: its language's, else the shared one.
   * @param {StoryEntry} story
   * @param {string} culture
   * @param {Viewport} viewport
   */
  acceptedFile(story, culture, viewport) {
    const own = baselinePath(story, culture, viewport);
    if (fs.existsSync(path.join(this.root, own))) return own;
    const shared = baselinePath(story, null, viewport);
    return fs.existsSync(path.join(this.root, shared)) ? shared : null;
  }

  /**
   * Judges one screenshot (PNG); returns the problem to report, or null when it matches the accepted one.
   * @param {StoryEntry} story
   * @param {string} culture
   * @param {Viewport} viewport
   * @param {Buffer} screenshot
   * @returns {Promise<string | null>}
   */
  async record(story, culture, viewport, screenshot) {
    const file = this.acceptedFile(story, culture, viewport);
    const baseline = file ? fs.readFileSync(path.join(this.root, file)) : null;
    const compared = baseline ? await compareScreenshots(baseline, screenshot) : null;
    /** @type {'new' | 'changed' | 'same'} */
    const status = !compared ? 'new' : compared.pixels > 0 ? 'changed' : 'same';
    const kept = status !== 'same';
    this.results.push({
      story,
      culture,
      viewport,
      file: file ?? baselinePath(story, culture, viewport),
      status,
      pixels: compared?.pixels ?? 0,
      actual: kept ? screenshot : null,
      baseline: kept ? baseline : null,
      diff: compared?.diff ?? null,
    });
    if (!kept || this.update) return null;
    const width = VIEWPORTS[viewport].width;
    return !compared
      ? `visual: no accepted screenshot at ${width} px (${baselinePath(story, culture, viewport)}); accept it with --update`
      : `visual: ${compared.pixels} pixels differ at ${width} px from ${file}${compared.resized ? ' (the size changed)' : ''}`;
  }

  /**
   * With `update`: writes the new and changed screenshots. A story new or changed in both languages with the
   * same pixels gets one shared file (its languages' own files go); otherwise each changed language gets its own.
   * Returns the files written.
   */
  async finish() {
    if (!this.update) return [];
    /** @type {string[]} */
    const written = [];
    /**
     * @param {string} file
     * @param {Buffer | null} png
     */
    const write = async (file, png) => {
      if (!png) return;
      const absolute = path.join(this.root, file);
      fs.mkdirSync(path.dirname(absolute), { recursive: true });
      fs.writeFileSync(absolute, await baselineImage(png));
      written.push(file);
    };
    /** @param {string} file */
    const remove = (file) => fs.rmSync(path.join(this.root, file), { force: true });
    /** @type {Map<string, (typeof this.results)[number][]>} */
    const byShot = new Map();
    for (const result of this.changes) {
      const key = `${result.story.id} ${result.viewport}`;
      byShot.set(key, [...(byShot.get(key) ?? []), result]);
    }
    for (const changed of byShot.values()) {
      const [first, second] = changed;
      if (!first) continue;
      const { story, viewport } = first;
      const bothChanged = changed.length === 2;
      if (bothChanged && first.actual && second?.actual && (await samePixels(first.actual, second.actual))) {
        await write(baselinePath(story, null, viewport), first.actual);
        for (const { culture } of changed) remove(baselinePath(story, culture, viewport));
      } else {
        for (const { culture, actual } of changed)
          await write(baselinePath(story, culture, viewport), actual);
        // A shared file no language reads any more (both have their own now).
        if (bothChanged) remove(baselinePath(story, null, viewport));
      }
    }
    return written;
  }

  /**
   * Accepted screenshots in the packages checked that no screenshot of this run was compared with: stories
   * renamed or removed. With `update` they are deleted. Only meaningful for a run over every story.
   * @param {string[]} packages
   */
  orphans(packages) {
    /** @type {Set<string>} */
    const used = new Set();
    for (const r of this.results) {
      for (const culture of [r.culture, null]) used.add(baselinePath(r.story, culture, r.viewport));
    }
    /** @type {string[]} */
    const found = [];
    for (const pkg of packages) {
      const dir = path.join(this.root, pkg, BASELINE_FOLDER);
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(pkg, BASELINE_FOLDER, name);
        if (name.endsWith(BASELINE_EXTENSION) && !used.has(file)) found.push(file);
      }
    }
    if (this.update) for (const file of found) fs.rmSync(path.join(this.root, file));
    return found;
  }

  /**
   * Files in the baseline folders of `packages` that are not in the baselines' format: PNG baselines from before
   * decision 0055 (a branch that took them before it was merged). The check fails on them and `--update` leaves
   * them alone: `convert-baselines.mjs` converts them without retaking a picture.
   * @param {string[]} packages
   */
  foreignFiles(packages) {
    return baselineFiles(this.root).filter(
      (file) => packages.includes(file.split(path.sep)[0] ?? '') && !file.endsWith(BASELINE_EXTENSION),
    );
  }

  /** What this run changed or would change. */
  get changes() {
    return this.results.filter((r) => r.status !== 'same');
  }

  /**
   * Writes the review page (index.html and its images) into `dir` for every new or changed screenshot, with the
   * story's name and a link to it in the static Storybook `storybookUrl`. Returns the page's path.
   * @param {string} dir
   * @param {string} storybookUrl
   */
  writeReview(dir, storybookUrl) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    /** @param {unknown} text */
    const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const rows = this.changes.map((change, index) => {
      const name = `${index}-${path.basename(change.file, BASELINE_EXTENSION)}`;
      /**
       * @param {string} suffix
       * @param {Buffer | null} buffer
       * @param {string} extension the picture's format: the baseline's, or PNG (the screenshot, the difference)
       */
      const image = (suffix, buffer, extension = '.png') => {
        if (!buffer) return '<p class="none">none</p>';
        const file = `${name}.${suffix}${extension}`;
        fs.writeFileSync(path.join(dir, file), buffer);
        return `<img src="${escape(file)}" alt="${suffix}" loading="lazy">`;
      };
      const link = `${storybookUrl}?path=/story/${encodeURIComponent(change.story.id)}&globals=locale:${change.culture}`;
      return `<section>
  <h2>${escape(change.story.title)} · ${escape(change.story.name)} <small>${escape(change.culture)}, ${
    VIEWPORTS[change.viewport].width
  } px, ${change.status === 'new' ? 'new' : `${change.pixels} pixels differ`}</small></h2>
  <p><a href="${escape(link)}">Open the story</a> · <code>${escape(change.file)}</code></p>
  <div class="row">
    <figure><figcaption>Accepted</figcaption>${image('baseline', change.baseline, BASELINE_EXTENSION)}</figure>
    <figure><figcaption>New</figcaption>${image('new', change.actual)}</figure>
    <figure><figcaption>Difference</figcaption>${image('diff', change.diff)}</figure>
  </div>
</section>`;
    });
    const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${this.changes.length} screenshots</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1c2428; }
  section { border-top: 1px solid #cfd8dc; padding: 1rem 0; }
  h2 { font-size: 1.1rem; } small { font-weight: normal; color: #5a676e; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { max-width: 420px; border: 1px solid #cfd8dc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #5a676e; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${this.changes.length} screenshots differ from the accepted ones. Accept them all with
<code>npm run test:visual -- --update</code> (or one package: <code>-- --update --filter mfe-agenda</code>).</p>
${rows.join('\n')}
</body>
</html>
`;
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, page);
    return file;
  }
}
