// One webpack configuration for the shell (host), the four remotes of the checkout and the back office, so that
// every build shares the same loaders, the same singletons and the same federation settings. Each package's
// webpack.config.js only says who it is.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = path.resolve(__dirname, '../..');
const SHARED_DIR = path.join(ROOT, 'shared');
/** The standalone harness and test kit (never part of a production build of the checkout). */
const DEV_KIT_DIR = path.join(ROOT, 'dev-kit');
const SHARED_PKG = require(path.join(SHARED_DIR, 'package.json'));

/** Default ports of the development servers and of `npm start` (overridable by env, see README). */
const DEFAULT_PORTS = {
  shell: 8080,
  mfe_selection: 3001,
  mfe_agenda: 3002,
  mfe_contact: 3003,
  mfe_confirmation: 3004,
  mfe_backoffice: 3005,
};

/**
 * Applications of their own, served without the shell (the back office under /backoffice/): their production build
 * has an index.html mounting src/standalone.tsx and copies public/ (its runtime config); no federation runtime.
 * @type {Partial<Record<string, { basePath: string, title: string }>>}
 */
const OWN_PAGES = {
  // The branch's back office: an application of its own for staff that no host loads, so it is built without the
  // federation runtime (docs/decisions/0066-back-office-without-federation.md).
  mfe_backoffice: {
    basePath: '/backoffice/',
    title: 'Backoffice',
  },
};

/**
 * Directory of an installed package as the shared package resolves it (its own copy first).
 * @param {string} name
 */
function packageDir(name) {
  for (const base of [SHARED_DIR, ROOT]) {
    const dir = path.join(base, 'node_modules', name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`Package ${name} is not installed (run npm install).`);
}

/**
 * @param {string} name
 * @returns {string}
 */
function installedVersion(name) {
  return require(path.join(packageDir(name), 'package.json')).version;
}

// A mismatch of any of these breaks the checkout (two Reacts, two stores, two i18n instances), so a
// remote built against an incompatible major must fail to load, and then shows the shell's fallback.
const SINGLETON_LIBRARIES = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next'];

/** The kernel's root module, the shell's bootstrap and its application: what every page of the shell starts with. */
const START_MODULES = [
  path.join(SHARED_DIR, 'src', 'index.ts'),
  path.join(ROOT, 'shell', 'src', 'bootstrap.tsx'),
  path.join(ROOT, 'shell', 'src', 'app', 'mount.tsx'),
];

/**
 * The file a module was read from (a normal module's), if any.
 * @param {import('webpack').Module} module
 * @returns {string | undefined}
 */
const resourceOf = (module) => /** @type {{ resource?: string }} */ (module).resource;

/**
 * A module of a chunk every page starts with: the shell's bootstrap, its application or the kernel's root (the
 * chunk of the provided @checkout/shared). Those chunks always load together, so they go in one file (1.1
 * KiB less gzipped than three files). Whatever else uses such a module (a lazy screen, a kernel entry point)
 * finds it there, already loaded.
 * @param {import('webpack').Module} module
 * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
 */
function isStartModule(module, { chunkGraph }) {
  if (!resourceOf(module)) return false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const other of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = resourceOf(other);
      if (resource && START_MODULES.includes(resource)) return true;
    }
  }
  return false;
}

/**
 * The shell's shared libraries that every page loads together, in one file: React with react-dom and the scheduler,
 * MobX with its React binding, and i18next. Separate, each package was a file of its own (a request, and gzip's
 * per-file start-up: 2.0 KiB of step 1's 166.8 went with two files, 0.5 more with one). mobx-persist-store is left
 * to a chunk of its own: a first visit loads it at the booking's first change (shared/src/store/hydrate.ts). The
 * shell's start (its bootstrap, application and the kernel's root) is another file. The remotes keep webpack's
 * default: their copies are fallbacks the page does not load while the shell's are there.
 */
const VENDOR_GROUPS = {
  libraries: {
    // With wouter's use-sync-external-store, which use-sync-external-store-shim.js answers with React's own.
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|i18next)[\\/]|use-sync-external-store-shim\.js$/,
    name: 'libraries',
    priority: 20,
    enforce: true,
  },
  checkout: { test: isStartModule, name: 'checkout', priority: 10, enforce: true },
};

/** @returns {import('@module-federation/sdk').moduleFederationPlugin.SharedObject} */
function sharedConfig() {
  /** @type {import('@module-federation/sdk').moduleFederationPlugin.SharedObject} */
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const entry = {
      singleton: true,
      requiredVersion: `^${installedVersion(name)}`,
      strictVersion: true,
    };
    shared[name] = entry;
    // Deep imports (react/jsx-runtime, react-dom/client ...) must come from the same instance.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { ...entry };
  }
  // Ours is no singleton (docs/architecture.md, 'Versions and independent deploys'): shared by semver range, so
  // compatible versions load once (the shell's, loaded first) and a remote built against a version the page has
  // not got (a newer minor, another major) runs its own copy beside it. What must be one per page, the contexts
  // the shell provides, are the contract's (shared/src/federation/contract-context.ts), not this package's.
  const checkoutShared = {
    singleton: false,
    version: SHARED_PKG.version,
    requiredVersion: `^${SHARED_PKG.version}`,
  };
  shared['@checkout/shared'] = checkoutShared;
  // Its entry points (@checkout/shared/widgets, /dates ...) the same way.
  shared['@checkout/shared/'] = { ...checkoutShared };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir package directory (__dirname of its webpack.config.js)
 * @param {'shell' | 'mfe_selection' | 'mfe_agenda' | 'mfe_contact' | 'mfe_confirmation' | 'mfe_backoffice'} options.name
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, name }) {
  const isShell = name === 'shell';
  const ownPage = OWN_PAGES[name] ?? null;
  return (env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const serving = process.env.WEBPACK_SERVE === 'true';
    const envPort = Number(process.env[`${name.toUpperCase()}_PORT`] || process.env.PORT || 0);
    const port = envPort || DEFAULT_PORTS[name];

    const standaloneEntry = path.join(dir, 'src/standalone.tsx');
    /** @type {import('webpack').EntryObject} */
    let entry = {};
    if (isShell) entry = { main: './src/index.ts' };
    else if (serving || ownPage) {
      // The harness page (or an application's own page): an async boundary so a remote's shared singletons are
      // negotiated before it renders.
      entry = { standalone: path.join(__dirname, 'standalone-bootstrap.js') };
    }

    /** @type {import('webpack').WebpackPluginInstance[]} the pages, and a first frame's stylesheet */
    const htmlPlugins = [];
    // The first frames of the steps and each language's page title and description (the text catalogue's).
    const prerendered = isShell && production && !serving ? prerender(dir) : null;
    if (prerendered) htmlPlugins.push(...firstFramePages(prerendered));
    if (isShell) {
      const german = prerendered?.head['de-CH'];
      htmlPlugins.push(
        new HtmlWebpackPlugin({
          // The runtime config is the first thing bootstrap needs: asked for beside main.js, not after it.
          templateContent: htmlPage(german?.title ?? 'Termin buchen', [
            ...(german ? [descriptionMeta(german.description)] : []),
            CONFIG_PRELOAD,
          ]),
          chunks: ['main'],
          scriptLoading: 'defer',
          hash: production,
        }),
      );
    } else if (ownPage) {
      htmlPlugins.push(
        new HtmlWebpackPlugin({
          templateContent: htmlPage(ownPage.title),
          // Absolute: deep addresses (/backoffice/consultations/<id>) are answered with this same page.
          publicPath: ownPage.basePath,
          chunks: ['standalone'],
          scriptLoading: 'defer',
          hash: production,
        }),
      );
    } else if (serving) {
      htmlPlugins.push(
        new HtmlWebpackPlugin({
          templateContent: htmlPage(`${name} – standalone`),
          chunks: ['standalone'],
          scriptLoading: 'defer',
        }),
      );
    }

    return {
      name,
      mode,
      context: dir,
      entry,
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Initial chunks hold the federation runtime, which cannot name itself by content hash: they stay
        // unhashed (index.html adds ?hash) and are served with no-cache; every other chunk is immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The shell lives under /checkout/ with deep links (SPA fallback), so its chunks need an absolute
        // base; a remote finds its own origin at run time, wherever checkout-config.json points.
        publicPath: isShell ? '/checkout/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          // One i18next for everyone: the copy the shared package (which owns i18n) is built against.
          i18next$: packageDir('i18next'),
          // React 19 has useSyncExternalStore: no shim for React 17 on the page (mobx-react-lite and wouter import it).
          'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.js'),
          // wouter imports the shim by its file.
          'use-sync-external-store/shim/index.js$': path.join(__dirname, 'use-sync-external-store-shim.js'),
          // The standalone harness of a remote, loaded behind the async boundary above.
          ...(isShell ? {} : { 'checkout-standalone-harness$': standaloneEntry }),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            // Own sources and @checkout/shared (TypeScript source behind a workspace symlink; webpack
            // resolves symlinks, so it arrives here as /work/main/shared/src/...).
            include: [path.join(dir, 'src'), path.join(SHARED_DIR, 'src'), path.join(DEV_KIT_DIR, 'src')],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // Production: CSS goes to .css files loaded beside the chunk that imports it (also for a remote's
          // exposed module: the remote's own runtime adds the <link> with its own publicPath), so it is no
          // longer JavaScript that inlines strings into <style> tags. Development keeps style-loader.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        // The back office (an own page) is no remote: no federation runtime, no shared scope.
        ...(ownPage
          ? []
          : [
              new ModuleFederationPlugin({
                name,
                ...(isShell
                  ? { remotes: {} }
                  : {
                      // Unhashed (MF cannot hash it): served with no-cache, like mf-manifest.json.
                      filename: 'remoteEntry.js',
                      exposes: { './steps': './src/steps.ts' },
                    }),
                shared: sharedConfig(),
                shareStrategy: 'loaded-first',
                // One federation runtime on the page: the shell provides its copy (provide-runtime-core.js) and the
                // remotes' production builds use it. A remote served alone (its harness page) keeps its own.
                ...(isShell ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')] } : {}),
                manifest: !isShell,
                dts: false,
                dev: false,
                experiments: {
                  optimization: {
                    // Browser only: drops the runtime's Node script loader.
                    target: 'web',
                    // A remote loads no remotes of its own (only the shell does), so its copy of the runtime in
                    // remoteEntry.js needs no remote/manifest handling.
                    ...(isShell ? {} : { disableRemote: true }),
                  },
                  ...(!isShell && !serving ? { externalRuntime: true } : {}),
                },
              }),
            ]),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        // The kernel (@checkout/shared) version this build is made against, as a literal in its own code: a
        // remote names it in its contract (kernelVersion), the shell compares it with its own. Importing it
        // from @checkout/shared would not do: at run time a remote gets the shell's copy of that package.
        new webpack.DefinePlugin({ __CHECKOUT_KERNEL_VERSION__: JSON.stringify(SHARED_PKG.version) }),
        // A remote's production build runs on the shell's bundler runtime too (external-bundler-runtime.js), as it
        // does on the shell's runtime core (externalRuntime above).
        ...(!isShell && !serving && !ownPage
          ? [
              new webpack.NormalModuleReplacementPlugin(
                /webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.c?js$/,
                path.join(__dirname, 'external-bundler-runtime.js'),
              ),
            ]
          : []),
        // moment: keep only the de-ch and fr-ch locales that shared imports explicitly.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        ...htmlPlugins,
        ...((isShell || ownPage) && !serving ? [new CopyPublicPlugin(path.join(dir, 'public'))] : []),
        ...(production && !serving ? precompression() : []),
      ],
      optimization: {
        // Named runtime chunk ids would change hashes on unrelated edits.
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        ...(isShell && production ? { splitChunks: { chunks: 'async', cacheGroups: VENDOR_GROUPS } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        ...(isShell
          ? {
              static: { directory: path.join(dir, 'public'), publicPath: '/checkout/' },
              historyApiFallback: { index: '/checkout/index.html' },
              devMiddleware: { publicPath: '/checkout/' },
              open: false,
            }
          : ownPage
            ? {
                static: { directory: path.join(dir, 'public'), publicPath: ownPage.basePath },
                historyApiFallback: { index: `${ownPage.basePath}index.html` },
                devMiddleware: { publicPath: ownPage.basePath },
                open: false,
              }
            : { static: false, historyApiFallback: true }),
      },
    };
  };
}

/**
 * step-1.html and fr/step-1.html, step-2.html, ...: the shell's page with the first frame of a step drawn in (the
 * chrome and the step's heading and lead, rendered by shell/scripts/prerender.ts for every step in FRAMED_STEPS)
 * and its stylesheet in the head, so the largest text paints before any script runs. The static server answers
 * /checkout/step-2 and /checkout/fr/step-2 with them; every other address gets index.html, without a frame.
 * Steps 6 and 7 (`fill.steps`) show the stored booking: their frame stays hidden until the fill script, run before
 * the application's, has kept the variants the stored booking names (or taken the frame away).
 * @param {Prerendered} prerendered
 */
function firstFramePages({ frames, css, head, fill }) {
  // Until the application shows a heading of its own (src/first-frame/reveal.ts), it is drawn behind the frame.
  const stylesheet = `${css}\n#checkout-frame ~ #root { display: none; }\n#checkout-frame[data-frame-pending] { visibility: hidden; }\n`;
  /** @param {string} name @param {string} content */
  const hashed = (name, content) =>
    `${name}.${require('node:crypto').createHash('sha256').update(content).digest('hex').slice(0, 8)}`;
  const cssFile = `${hashed('frame', stylesheet)}.css`;
  const fillFile = `${hashed('frame-fill', fill.script)}.js`;
  /**
   * @param {string} step
   * @param {string | undefined} frame the step's first frame in this language
   * @param {Culture} culture
   * @param {string} filename
   */
  const page = (step, frame, culture, filename) => {
    const filled = fill.steps.includes(step);
    return new HtmlWebpackPlugin({
      filename,
      templateContent: htmlPage(
        head[culture].title,
        [
          descriptionMeta(head[culture].description),
          `<link rel="stylesheet" href="/checkout/${cssFile}" />`,
          CONFIG_PRELOAD,
          // Before main.js (both deferred, run in order): the frame is filled before the application starts.
          ...(filled ? [`<script defer src="/checkout/${fillFile}"></script>`] : []),
        ],
        `<div id="checkout-frame" class="ck-root" inert aria-hidden="true"${
          filled ? ` data-step="${step}" data-frame-pending` : ''
        }>${frame}</div>`,
        culture.slice(0, 2),
      ),
      chunks: ['main'],
      scriptLoading: 'defer',
      hash: true,
    });
  };
  return [
    new EmitAssetPlugin(cssFile, stylesheet),
    new EmitAssetPlugin(fillFile, fill.script),
    ...Object.entries(frames).flatMap(([step, frame]) => [
      page(step, frame['de-CH'], 'de-CH', `${step}.html`),
      page(step, frame['fr-CH'], 'fr-CH', `fr/${step}.html`),
    ]),
  ];
}

/**
 * Brotli (quality 11) and gzip (level 9) siblings of every script, stylesheet, page and icon above 1 KiB, made once
 * at build time: tools/serve-static.mjs sends them to browsers that accept them (Content-Encoding, Vary). The
 * manifests and the runtime config are left as they are (small, and the manifest is written late in the build).
 */
function precompression() {
  const common = { test: /\.(js|css|html|svg)$/, threshold: 1024, minRatio: 0.9 };
  /** @type {ConstructorParameters<typeof CompressionPlugin<import('node:zlib').BrotliOptions>>[0]} */
  const brotli = {
    ...common,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  };
  return [
    new CompressionPlugin(brotli),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** Emits one generated file into the build. */
class EmitAssetPlugin {
  /**
   * @param {string} name
   * @param {string} content
   */
  constructor(name, content) {
    this.name = name;
    this.content = content;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.name, new webpack.sources.RawSource(this.content)),
      );
    });
  }
}

/** Copies the files of public/ (checkout-config.json ...) into the build, beside index.html. */
class CopyPublicPlugin {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.directory)) return;
          for (const file of fs.readdirSync(this.directory)) {
            const full = path.join(this.directory, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

// The brand mark as an inline SVG icon, so no page asks for a /favicon.ico that nothing serves.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b5d6b"/><circle cx="22" cy="10" r="4" fill="#f2b705"/><path d="M5 25c5-9 17-9 22 0" stroke="#fff" stroke-width="3" fill="none"/></svg>',
)}`;

// The runtime config is the first thing bootstrap needs: asked for beside main.js, not after it.
const CONFIG_PRELOAD = '<link rel="preload" href="/checkout/checkout-config.json" as="fetch" crossorigin />';

/** @typedef {'de-CH' | 'fr-CH'} Culture */
/**
 * What shell/scripts/prerender.ts prints: each framed step's first frame per language, their CSS, each
 * language's page title and description, and the script that fills the frames of the steps it names.
 * @typedef {{
 *   frames: Record<string, Record<Culture, string>>,
 *   css: string,
 *   head: Record<Culture, { title: string, description: string }>,
 *   fill: { steps: string[], script: string },
 * }} Prerendered
 */

/**
 * The shell's prerendered first frames, their CSS and each language's title and description (prerender.ts).
 * @param {string} dir the shell's folder
 * @returns {Prerendered}
 */
function prerender(dir) {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  // tsx compiles a file with the settings of a tsconfig that lists it: the base lists every file (no `include`),
  // so the shell's and the kit's components get its JSX (react-jsx).
  const tsconfig = path.join(ROOT, 'tsconfig.base.json');
  return JSON.parse(
    require('node:child_process').execFileSync(
      tsx,
      ['--tsconfig', tsconfig, path.join(dir, 'scripts', 'prerender.ts')],
      {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
}

/**
 * What search engines and link previews show of a page.
 * @param {string} text
 */
const descriptionMeta = (text) =>
  `<meta name="description" content="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}" />`;

/**
 * @param {string} title
 * @param {string[]} [head] lines of the head, after the common ones
 * @param {string} [body] before the application's root
 */
function htmlPage(title, head = [], body = '', lang = 'de-CH') {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="theme-color" content="#0b5d6b" />
    <link rel="icon" href="${FAVICON}" />
${head.map((line) => `    ${line}\n`).join('')}  </head>
  <body>
    ${body}<div id="root"></div>
  </body>
</html>
`;
}

module.exports = { createConfig, DEFAULT_PORTS, OWN_PAGES };
