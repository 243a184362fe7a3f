// The one free-port probe of the test tooling (no import.meta here: Jest test files import it through SWC).
import net from 'node:net';

/**
 * A TCP port nothing listens on right now, on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * Whether nothing listens on 127.0.0.1:`port` right now (a listen that succeeds, closed at once).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
