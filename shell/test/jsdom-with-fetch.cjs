// jsdom plus Node's own fetch primitives (Response, Request, Headers), which jsdom does not provide:
// the tests replace only `fetch` at the network boundary and answer with real Response objects. A test
// file may set process.env.TZ (time-zone.cjs).
const { TestEnvironment } = require('jest-environment-jsdom');
const withTimeZone = require('./time-zone.cjs');

module.exports = class JsdomWithFetch extends withTimeZone(TestEnvironment) {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Response', 'Request', 'Headers']) this.global[name] = globalThis[name];
  }
};
