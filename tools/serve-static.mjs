// Serves one built front end (the shell or a remote) over HTTP: the build's brotli and gzip files to browsers that
// accept them (Vary: Accept-Encoding), immutable caching for content-hashed files,
// no-cache for the files whose name stays (index.html, main.js, remoteEntry.js, mf-manifest.json, the
// runtime config), CORS for the shell's origin, security headers (tools/security-headers.mjs), and an optional SPA
// fallback under a base path.
//
//   node tools/serve-static.mjs --dir shell/dist --port 8080 --base /checkout/ --spa
//   node tools/serve-static.mjs --dir mfe-agenda/dist --port 3002 --cors http://localhost:8080
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|gif|webp|avif|woff2?)$/;

/**
 * @typedef {object} ServeOptions
 * @property {string} dir folder to serve
 * @property {number} [port] 0 picks a free port
 * @property {string} [host]
 * @property {string} [basePath] URL prefix, e.g. '/checkout/'
 * @property {boolean} [spa] answer unknown extension-less paths under basePath with index.html
 * @property {string | string[] | boolean} [cors] allowed origin(s); true allows any
 * @property {Record<string, string | (() => string)>} [overrides] files answered from memory by name, e.g. a
 *   generated config; a function is asked on every request (a config that changes while served)
 * @property {(url: string) => Promise<void>} [prepare] awaited before every request is answered (e.g. to read
 *   state the overrides and headers then use: the releases of the shell's config)
 * @property {(url: string) => Record<string, string>} [headers] headers of every answer (security headers), asked
 *   per answer with its URL
 */

/**
 * @param {ServeOptions} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic({
  dir,
  port = 0,
  host = 'localhost',
  basePath = '/',
  spa = false,
  cors = true,
  overrides = {},
  headers,
  prepare,
}) {
  const root = path.resolve(dir);
  const prefix = basePath.endsWith('/') ? basePath : `${basePath}/`;
  // Slow clients are cut (issue 32): headers within 5 s, idle keep-alive connections after 5 s.
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: 5_000, connectionsCheckingInterval: 1_000 },
  });
  app.server.maxConnections = 2_000;
  if (cors) await app.register(fastifyCors, { origin: cors });
  // Files the build precompresses are answered per Accept-Encoding: caches must keep the variants apart (beside
  // the Vary: Origin of CORS).
  app.addHook('onSend', async (request, reply, payload) => {
    // Static files carry their type on the raw response (set by the file sender), others on the reply.
    const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
    if (/javascript|css|html|svg/.test(type)) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });
  if (headers) {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers(request.url));
      return payload;
    });
  }
  // Build files that are not the site's: dotfiles (.build-stamp) and source maps are answered 404 (issue 32).
  app.addHook('onRequest', async (request, reply) => {
    const pathname = decodeURIComponent(
      (request.url.split('?')[0] ?? '').replace(/%(?![0-9a-f]{2})/gi, '%25'),
    );
    if (pathname.split('/').some((part) => part.startsWith('.')) || /\.map(\.(br|gz))?$/.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return undefined;
  });

  if (prepare) app.addHook('onRequest', (request) => prepare(request.url));

  for (const [name, body] of Object.entries(overrides)) {
    app.get(`${prefix}${name}`, (_request, reply) => {
      reply
        .header('cache-control', 'no-cache')
        .type(contentType(name))
        .send(typeof body === 'function' ? body() : body);
    });
  }

  await app.register(fastifyStatic, {
    root,
    prefix,
    index: ['index.html'],
    cacheControl: false,
    // The build's .br and .gz siblings (tools/webpack/create-config.cjs) to browsers that accept them.
    preCompressed: true,
    setHeaders(response, filePath) {
      const original = filePath.replace(/\.(br|gz)$/, '');
      response.setHeader(
        'cache-control',
        HASHED.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const underBase = pathname.startsWith(prefix) || `${pathname}/` === prefix;
    if (spa && request.method === 'GET' && underBase && !path.extname(pathname)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(prerenderedPage(root, pathname.slice(prefix.length)) ?? 'index.html', root);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}${prefix}`,
    port: actualPort,
    close: () => app.close(),
  };
}

/**
 * A page prerendered for an address ('step-1' -> step-1.html, 'fr/step-1/' -> fr/step-1.html), as static hosts
 * answer clean URLs; undefined when the build has none for it.
 * @param {string} root
 * @param {string} relative
 */
function prerenderedPage(root, relative) {
  const name = relative.replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(name)) return undefined;
  return fs.existsSync(path.join(root, `${name}.html`)) ? `${name}.html` : undefined;
}

/** @param {string} name */
function contentType(name) {
  if (name.endsWith('.json')) return 'application/json; charset=utf-8';
  if (name.endsWith('.js')) return 'text/javascript; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: 'localhost' },
      base: { type: 'string', default: '/' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'string' },
    },
  });
  if (!values.dir) {
    console.error(
      'usage: serve-static.mjs --dir <folder> [--port n] [--base /prefix/] [--spa] [--cors origin]',
    );
    process.exit(2);
  }
  const server = await serveStatic({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
    basePath: values.base,
    spa: values.spa,
    cors: values.cors ? values.cors.split(',') : true,
  });
  console.log(`Serving ${values.dir} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
