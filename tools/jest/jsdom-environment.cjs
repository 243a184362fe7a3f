// jsdom without the Fetch API that react-router's data routers use; Node 20 has it, so lend it.
// AbortController goes with it: Node's Request rejects a signal from jsdom's.
const { TestEnvironment } = require('jest-environment-jsdom');

class ConsoleDomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, fetch, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
    // jsdom has no media queries (react-hot-toast asks for prefers-reduced-motion): nothing matches.
    this.global.matchMedia = (media) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}

module.exports = ConsoleDomEnvironment;
