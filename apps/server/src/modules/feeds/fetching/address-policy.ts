import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { feedErrors } from './feed-fetch-error.ts';

/**
 * Which non-public destinations may be fetched all the same. Editors type feed URLs, so the
 * server must not become a way to reach its own network; the exceptions are named explicitly.
 */
export interface AddressAllowance {
  /** "host" or "host:port", lower case (FEEDS_ALLOW_HOSTS; tests' fixture servers). */
  hosts: readonly string[];
  /** Whole URL prefixes, e.g. the demo's own "<PUBLIC_URL>/demo-feeds/". */
  urlPrefixes: readonly string[];
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Only globally routable unicast: not private, loopback, link-local, unique-local, CGNAT, … */
export function isPublicAddress(address: string): boolean {
  try {
    // process() turns IPv4-mapped IPv6 (::ffff:10.0.0.1) into the IPv4 address it stands for.
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

export function isAllowed(url: URL, allowance: AddressAllowance): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return (
    allowance.hosts.includes(host) ||
    allowance.hosts.includes(hostname) ||
    allowance.urlPrefixes.some((prefix) => url.href.startsWith(prefix))
  );
}

/** The URL's host without IPv6 brackets, as the resolver and net.connect expect it. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves the URL's host once and checks every address it has. The caller connects to exactly
 * these addresses, so a name that resolves differently a moment later (DNS rebinding) cannot
 * slip a private address past the check.
 */
export async function resolveTarget(
  url: URL,
  allowance: AddressAllowance,
  options: { redirected: boolean; resolver?: Resolver },
): Promise<LookupAddress[]> {
  const hostname = bareHostname(url);
  const family = isIP(hostname);
  let addresses: LookupAddress[];
  if (family) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await (options.resolver ?? systemResolver)(hostname);
    } catch {
      throw feedErrors.notFoundHost(hostname);
    }
    if (addresses.length === 0) throw feedErrors.notFoundHost(hostname);
  }
  if (isAllowed(url, allowance)) return addresses;
  if (addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw options.redirected ? feedErrors.redirectedToPrivate() : feedErrors.privateAddress();
  }
  return addresses;
}
