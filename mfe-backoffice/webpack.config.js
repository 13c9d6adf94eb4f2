// Build of mfe_backoffice: everything but its name lives in the shared factory. Unlike the checkout's remotes it
// is also a page of its own (src/standalone.tsx under /backoffice/), so its production build carries its own
// federation runtime and index.html, and copies public/backoffice-config.json (a development default).
const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_backoffice' });
