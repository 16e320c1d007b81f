const { createRemoteConfig } = require('../rspack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  folder: 'mf-messages',
  exposes: { './MessagesPage': './src/exposes/MessagesPage.tsx' },
});
