import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './trust-proxy';

/** The header a request id travels in, both ways (nginx's $request_id, a balancer's, a UUID). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and nothing a log reader would take for something else. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** proxy-addr's range names, as API_TRUST_PROXY takes them (http/trust-proxy.ts). */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An IPv4 netmask (255.255.0.0) as its prefix length. */
function maskBits(mask: string): number {
  return mask.split('.').reduce((bits, part) => bits + (Number(part) >>> 0).toString(2).replace(/0/g, '').length, 0);
}

/**
 * Whether the peer at `address` is a proxy API_TRUST_PROXY trusts: the same setting that decides whose
 * X-Forwarded-For is believed decides whose X-Request-Id is. A hop count or `true` trusts the peer.
 */
export function trustsPeer(setting: TrustProxy): (address: string | undefined) => boolean {
  if (setting === false || setting === 0) return () => false;
  if (setting === true || typeof setting === 'number') return () => true;
  const list = new BlockList();
  for (const entry of setting) {
    if (NAMED_RANGES[entry]) {
      for (const [network, bits, family] of NAMED_RANGES[entry]) list.addSubnet(network, bits, family);
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, isIP(bits) ? maskBits(bits) : Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack socket names an IPv4 peer as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return list.check(mapped, 'ipv4') || list.check(address, 'ipv6');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: a well-formed X-Request-Id from a trusted proxy (so the proxy's log line and ours
 * share it), else a random one. Anyone else's would let a caller write what our logs say.
 */
export function requestIdGenerator(setting: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(setting);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && WELL_FORMED.test(given) && trusted(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Every answer names its request, so a person reporting a failure can quote it and an operator find its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
