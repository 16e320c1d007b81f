// jsdom plus Node's own fetch primitives (Response, Request, Headers), which jsdom does not provide:
// the tests replace only `fetch` at the network boundary and answer with real Response objects.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Response', 'Request', 'Headers']) this.global[name] = globalThis[name];
  }
};
