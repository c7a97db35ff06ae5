import type { ReadingItem, ReadingList } from '@medshelf/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useAccount } from '../auth/index.ts';
import { forgetReadingPosition, readingKeys, readingQuery, saveReadingPosition } from './api/reading.ts';
import { forgetOnDevice, keepOnDevice, takeDeviceReading, useDeviceReading } from './model/device-reading.ts';

/** A deck or book as "Continue reading" will show it, before a page is read. */
export type ReadingSubject = Omit<ReadingItem, 'page' | 'readAt'>;

/** A page is kept once the reader has stayed on it this long (a flick through pages is not reading). */
const keepDelayMs = 1500;

/** A failure of the network (offline, a dropped connection), not a refusal by the server. */
const unreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * Keeps the page being read of `subject`: in the account when signed in, else on this device.
 * Returns what the reader calls with each page it shows; a page not yet kept when the reader
 * closes is kept then.
 */
export function useKeepReadingPosition(subject: ReadingSubject | null): (page: number) => void {
  const { data: account } = useAccount();
  const client = useQueryClient();
  const latest = useRef({ subject, signedIn: !!account });
  latest.current = { subject, signedIn: !!account };
  const pending = useRef<{ page: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  const keep = useCallback(
    (page: number) => {
      pending.current = null;
      const { subject: current, signedIn } = latest.current;
      if (!current) return;
      const item: ReadingItem = { ...current, page, readAt: new Date().toISOString() };
      if (!signedIn) return keepOnDevice(item);
      saveReadingPosition(item).then(
        () => client.invalidateQueries({ queryKey: readingKeys.list }),
        // Offline: kept on the device, and brought into the account from home once back.
        (error: unknown) => (unreachable(error) ? keepOnDevice(item) : undefined),
      );
    },
    [client],
  );

  useEffect(
    () => () => {
      if (pending.current) {
        clearTimeout(pending.current.timer);
        keep(pending.current.page);
      }
    },
    [keep],
  );

  return useCallback(
    (page: number) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { page, timer: setTimeout(() => keep(page), keepDelayMs) };
    },
    [keep],
  );
}

/**
 * What "Continue reading" shows: the account's list when signed in (what this device kept
 * while signed out or offline is brought into it first), else this device's.
 */
export function useContinueReading() {
  const { data: account } = useAccount();
  const signedIn = !!account;
  const online = useOnline();
  const client = useQueryClient();
  const onDevice = useDeviceReading();
  const list = useQuery({ ...readingQuery(), enabled: signedIn });
  // Once per spell online: what the network loses again waits for the next one, not a retry loop.
  const broughtIn = useRef(false);

  useEffect(() => {
    if (!online) broughtIn.current = false;
    if (!signedIn || !online || onDevice.length === 0 || broughtIn.current) return;
    broughtIn.current = true;
    const items = takeDeviceReading();
    void Promise.allSettled(
      items.map((item) =>
        saveReadingPosition(item, item.readAt).catch((error: unknown) => {
          // Only what the network lost is kept for later; a deck gone since is dropped.
          if (unreachable(error)) keepOnDevice(item);
        }),
      ),
    ).then(async () => {
      // The list may be on its way from before these arrived: an answer in flight would be
      // taken as the new one, so it is dropped and the list asked for again.
      await client.cancelQueries({ queryKey: readingKeys.list });
      await client.invalidateQueries({ queryKey: readingKeys.list });
    });
  }, [signedIn, online, onDevice, client]);

  const forget = (item: ReadingItem) => {
    if (!signedIn) return forgetOnDevice(item);
    client.setQueryData<ReadingList>(readingKeys.list, (old) =>
      old ? { items: old.items.filter((kept) => !(kept.kind === item.kind && kept.id === item.id)) } : old,
    );
    void forgetReadingPosition(item).finally(() => client.invalidateQueries({ queryKey: readingKeys.list }));
  };

  return { items: signedIn ? (list.data?.items ?? []) : onDevice, forget };
}
