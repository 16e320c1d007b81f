// jsdom has no fetch classes; hand the tests Node's own Response/Request/Headers so the typed client
// reads real Responses (only global.fetch itself is replaced, per test).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetchClasses extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Response, Request, Headers });
  }
}

module.exports = JsdomWithFetchClasses;
