const { createRemoteConfig } = require('../rspack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  folder: 'mf-gigs',
  exposes: {
    './BrowseGigsPage': './src/exposes/BrowseGigsPage.tsx',
    './GigDetailPage': './src/exposes/GigDetailPage.tsx',
    './CreateGigPage': './src/exposes/CreateGigPage.tsx',
    './EditGigPage': './src/exposes/EditGigPage.tsx',
  },
});
