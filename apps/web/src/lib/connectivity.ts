import { limits } from '@medshelf/shared/limits';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the site can reach its server. navigator.onLine only knows about the network
 * interface: on a captive or dead mobile network it says "online" while every request fails.
 * So a failed request also counts as offline, and the server is probed again after 30 s,
 * doubling up to 16 minutes (SPEC §9), or at once when the browser reports a network again
 * (and shortly after that, see probeReturnedNetwork).
 * TanStack Query follows this state, so data calls run only while online (SPEC §7).
 */
// Node has a navigator without onLine: a server render is online.
let online = typeof window === 'undefined' ? true : navigator.onLine;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay: number = limits.networkRetryStartMs;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === online) return;
  online = next;
  onlineManager.setOnline(next);
  for (const listener of listeners) listener();
}

async function reachable(): Promise<boolean> {
  try {
    return (await fetch('/api/ping', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

async function probe() {
  probeTimer = undefined;
  if (await reachable()) return reportNetworkSuccess();
  probeDelay = Math.min(probeDelay * 2, limits.networkRetryMaxMs);
  probeTimer = setTimeout(probe, probeDelay);
}

/**
 * A page the service worker served from its cache may have opened without any network at all,
 * and everything else it shows may come from caches too: ask the server once to find out.
 */
export async function checkConnectivityOnStart(): Promise<void> {
  if (online && navigator.serviceWorker?.controller && !(await reachable())) reportNetworkFailure();
}

export function reportNetworkFailure(): void {
  set(false);
  probeTimer ??= setTimeout(probe, probeDelay);
}

export function reportNetworkSuccess(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = limits.networkRetryStartMs;
  set(true);
}

export function isOnline(): boolean {
  return online;
}

export function subscribeToConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  onlineManager.setOnline(online);
  // The query library must not flip back to navigator.onLine on its own.
  onlineManager.setEventListener(() => () => {});
  window.addEventListener('offline', () => set(false));
  window.addEventListener('online', () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    void probeReturnedNetwork();
  });
}

/**
 * A network the browser has just reported is often not ready for the first request (the radio
 * waking, the address being leased; Chromium's own emulation too): the probe fails, and doubling
 * the wait on that would leave the notice up for a minute on a working network. So the server
 * is asked again shortly, and only then does the schedule go on as it was.
 */
const returnedNetworkProbesMs = [0, 1_000, 3_000];
let returnedNetwork = 0;

async function probeReturnedNetwork() {
  const mine = ++returnedNetwork;
  for (const wait of returnedNetworkProbesMs) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    // Another report of the network, or a request that got through, took over meanwhile.
    if (mine !== returnedNetwork || online) return;
    if (await reachable()) return reportNetworkSuccess();
  }
  probeTimer ??= setTimeout(probe, probeDelay);
}
