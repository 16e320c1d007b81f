const { createRemoteConfig } = require('../rspack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  folder: 'mf-marketplace',
  exposes: {
    './MarketplacePage': './src/exposes/MarketplacePage.tsx',
    './ItemDetailPage': './src/exposes/ItemDetailPage.tsx',
    './CreateItemPage': './src/exposes/CreateItemPage.tsx',
    './EditItemPage': './src/exposes/EditItemPage.tsx',
  },
});
