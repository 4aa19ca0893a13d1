/*
 * jsdom with the Fetch API of Node (Request, Response, Headers, AbortController): react-router's data router
 * builds a Request per navigation, which jsdom does not provide. Node's AbortController is used too, because
 * Node's Request refuses a jsdom AbortSignal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
