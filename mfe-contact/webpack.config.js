// Build of mfe_contact: everything but its name lives in the shared factory.
const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_contact' });
