import { openJoinNow } from './join-now.ts';

/**
 * What a visitor pressed before being asked to join (Like, Save, Clip), kept until they are
 * signed in with a preference chosen, then done on the deck they were reading. It lives in the
 * local store: signing up sends them through an email link, often opened in another tab.
 */
export interface PendingAction {
  kind: 'like' | 'save' | 'clip';
  deckId: string;
  /** The page a clip was for. */
  page?: number;
  /** Where it was pressed, search included (the viewer's page), to come back to. */
  path: string;
}

const key = 'medshelf:pending-action';
// Long enough to sign up and open the verification email, short enough not to surprise later.
const keptMs = 60 * 60 * 1000;

function read(): (PendingAction & { at: number }) | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as (PendingAction & { at: number }) | null;
    return stored && Date.now() - stored.at < keptMs ? stored : null;
  } catch {
    return null;
  }
}

function write(action: PendingAction | null): void {
  try {
    if (action) localStorage.setItem(key, JSON.stringify({ ...action, at: Date.now() }));
    else localStorage.removeItem(key);
  } catch {
    // Private mode or a full disk: the visitor comes back to the deck and presses it again.
  }
}

/**
 * Asks a signed-out visitor to join, remembering what they pressed and where: this address, or
 * the viewer's page for a clip (the viewer keeps `?page=` outside the router).
 */
export function joinToDo(action: Omit<PendingAction, 'path'>): void {
  const here = new URL(window.location.href);
  if (action.page) here.searchParams.set('page', String(action.page));
  const path = `${here.pathname}${here.search}`;
  write({ ...action, path });
  openJoinNow(path);
}

/** Asks to join for no particular action: an older pending one is forgotten (the newest intent wins). */
export function joinWithoutAction(next: string | null = null): void {
  write(null);
  openJoinNow(next);
}

/** Where the pending action was pressed, to go back to after sign-in or the preference dialog. */
export function pendingActionPath(): string | null {
  return read()?.path ?? null;
}

/** True once, when `action` is the pending one: it is forgotten as it is handed over. */
export function takePendingAction(action: Omit<PendingAction, 'path'>): boolean {
  const pending = read();
  if (!pending || pending.kind !== action.kind || pending.deckId !== action.deckId) return false;
  if (pending.page !== action.page) return false;
  write(null);
  return true;
}
