// A test file's `process.env` is jest's copy of the worker's, so `process.env.TZ = 'Asia/Tokyo'` there would
// not reach V8. This environment mixin forwards TZ to the worker's own environment (V8 and Intl read it again
// at once) and gives the worker its zone back when the file ends, so the hydration tests can render as the
// server (UTC) and hydrate as a visitor elsewhere.

/** @param {typeof import('@jest/environment').JestEnvironment} Base */
module.exports = function withTimeZone(Base) {
  return class extends Base {
    constructor(config, context) {
      super(config, context);
      this.workerZone = process.env.TZ;
      const env = this.global.process.env;
      this.global.process.env = new Proxy(env, {
        set(target, key, value) {
          if (key === 'TZ') process.env.TZ = String(value);
          return Reflect.set(target, key, value);
        },
        deleteProperty(target, key) {
          if (key === 'TZ') delete process.env.TZ;
          return Reflect.deleteProperty(target, key);
        },
      });
    }

    async teardown() {
      if (this.workerZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.workerZone;
      await super.teardown();
    }
  };
};
