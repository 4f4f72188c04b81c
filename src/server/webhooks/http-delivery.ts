import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address';

/** No answer within this long is a failed attempt (retried later). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer is kept for the deliveries list. */
const ANSWER_KEPT = 1024;

// Connections are kept between deliveries to one receiver: a TCP (and TLS) handshake per event
// would cost more than the event.
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

/** At shutdown: the kept connections closed, so nothing holds the process. */
export function closeDeliveryConnections() {
  for (const agent of Object.values(AGENTS)) agent.destroy();
}

export type DeliveryResult = { status: number | null; durationMs: number; response: string };

export class PrivateAddressError extends Error {}

/**
 * Resolves as Node would, then refuses an address that is not public, so the check holds for the
 * address actually connected to (a name that resolves to a public address when the webhook is
 * saved and to a private one later, DNS rebinding, is caught here).
 */
const publicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused)
      return callback(
        new PrivateAddressError(`${hostname} resolves to ${refused.address}, a private address`),
        '',
        4,
      );
    if (options.all) return callback(null, addresses as never);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/**
 * POSTs one delivery: JSON, its signature headers, no redirects followed, at most 10 s. Answers
 * the status (null when there was none), the time it took and the first KB of the answer or the
 * reason there was none. Never throws.
 */
export function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<DeliveryResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Northwire-Webhooks/1',
        },
        timeout: DELIVERY_TIMEOUT_MS,
        agent: AGENTS[target.protocol as keyof typeof AGENTS],
        ...(allowPrivate ? {} : { lookup: publicOnly }),
      },
      (response) => {
        let kept = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (kept.length < ANSWER_KEPT) kept += chunk.slice(0, ANSWER_KEPT - kept.length);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? null, durationMs: took(), response: kept }),
        );
        response.on('error', (error) =>
          resolve({
            status: response.statusCode ?? null,
            durationMs: took(),
            response: error.message,
          }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) =>
      resolve({ status: null, durationMs: took(), response: error.message }),
    );
    request.end(body);
  });
}

/** Whether a webhook's URL may be used: https (or any with allowPrivate), and a public host. */
export async function refusedUrl(url: string, allowPrivate: boolean): Promise<string | null> {
  const target = new URL(url);
  if (allowPrivate) return null;
  if (target.protocol !== 'https:') return 'must be an https address';
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  if (!addresses.length) return 'names a host that cannot be found';
  if (addresses.some((a) => isPrivateAddress(a.address)))
    return 'must not point to a private, loopback or link-local address';
  return null;
}
