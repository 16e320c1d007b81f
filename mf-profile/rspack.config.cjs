const { createRemoteConfig } = require('../rspack.remote.cjs');

// What this remote exposes, routes and adds to the menus: remote.json.
module.exports = createRemoteConfig({ dir: __dirname, folder: 'mf-profile' });
