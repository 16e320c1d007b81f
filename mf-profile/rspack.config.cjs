const { createRemoteConfig } = require('../rspack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  folder: 'mf-profile',
  exposes: {
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './ProfileCompletionPage': './src/exposes/ProfileCompletionPage.tsx',
  },
});
