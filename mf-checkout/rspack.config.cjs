const { createRemoteConfig } = require('../rspack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  folder: 'mf-checkout',
  exposes: {
    './CheckoutPage': './src/exposes/CheckoutPage.tsx',
    './CheckoutSuccessPage': './src/exposes/CheckoutSuccessPage.tsx',
    './PaymentSuccessPage': './src/exposes/PaymentSuccessPage.tsx',
    './PostServicePaymentPage': './src/exposes/PostServicePaymentPage.tsx',
    './OrderPage': './src/exposes/OrderPage.tsx',
    './OperatorPage': './src/exposes/OperatorPage.tsx',
  },
});
