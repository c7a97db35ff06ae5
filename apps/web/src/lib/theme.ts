import { useEffect, useSyncExternalStore } from 'react';
import type { MessageId } from './i18n/i18n.ts';

/**
 * Light or dark: the system's setting unless the reader chose one, kept in the local store. The
 * `dark` class on <html> switches the colour tokens (index.css); src/page-scripts/theme.js sets it
 * before the first paint, from the same key, so a server-drawn page never flashes light; this
 * module keeps it right afterwards. Never read during render on the server: its snapshot is "system".
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const storageKey = 'medshelf:theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme(): void {
  const choice = readChoice();
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(darkQuery).matches);
  document.documentElement.classList.toggle('dark', dark);
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, choice);
  } catch {
    // A private or full store: the choice holds for this page only.
  }
  applyTheme();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}

/** Whether the page is dark now, for parts that draw their own colours (the toasts). */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

/** Follows a change of the system's setting and a choice made in another tab. */
export function useThemeFollower(): void {
  useEffect(() => {
    const system = window.matchMedia(darkQuery);
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) applyTheme();
    };
    applyTheme();
    system.addEventListener('change', applyTheme);
    window.addEventListener('storage', onStorage);
    return () => {
      system.removeEventListener('change', applyTheme);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

export const themeOptions: { value: ThemeChoice; label: MessageId }[] = [
  { value: 'system', label: 'theme.system' },
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
];
