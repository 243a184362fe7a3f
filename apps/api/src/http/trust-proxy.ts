import { isIP } from 'node:net';
import { ConfigError } from '../config-error';

/** Fastify's trustProxy as API_TRUST_PROXY sets it: off, every proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix length, or an IPv4 netmask (what proxy-addr also takes).
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(bits) === 4;
}

/**
 * API_TRUST_PROXY: unset or `false`, trust no proxy (request.ip is the socket's address); a comma list
 * of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), whose X-Forwarded-For
 * entries are believed: the safe choice. `true` (every proxy: the client's leftmost entry) and a number
 * of hops are only for an API that nothing but its proxies can reach, since a client talking to it
 * directly would choose its own address. Production refuses `true` and more than one hop outright
 * (production-settings.ts): the shipped nginx site is one hop, so those believe what a client wrote.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (!text || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `API_TRUST_PROXY must be false, true, a number of hops, or a comma list of proxy addresses or CIDR ranges: ${bad || '(empty entry)'}`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify takes it. Fastify 5 ignores a number (it trusts no hop at all), so a hop count
 * becomes proxy-addr's function: the first `hops` addresses, counted back from the socket, are proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
