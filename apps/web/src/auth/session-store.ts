import type { SessionUser } from '@goodhours/domain';
import { fetchRefreshedToken, fetchSession, postLogout } from '../api/auth';
import { isApiError, setUnauthorizedHandler } from '../api/client';
import { setViewedUser } from '../features/viewing/viewed-user-store';
import { TOKEN_KEY, isTooCloseToExpiry, readToken, removeToken, saveToken, shouldRefresh } from './token-storage';

/** Why there is no session: a deliberate logout does not remember the page the user was on. */
export type SignedOutReason = 'none' | 'logout' | 'expired';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; reason: SignedOutReason }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'error'; error: unknown };

let state: SessionState = { status: 'loading' };
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the user behind the saved token; a newer sign-in or sign-out wins over a slow answer. */
async function restore(): Promise<void> {
  const mine = ++generation;
  setState({ status: 'loading' });
  try {
    const user = await fetchSession();
    if (mine !== generation) return;
    setState({ status: 'signedIn', user });
    await keepAlive(user.userid, mine);
  } catch (error) {
    if (mine !== generation) return;
    if (isApiError(error) && error.status === 401) endSession('expired');
    else setState({ status: 'error', error });
  }
}

/** Trades an ageing token for a fresh one; a failure leaves the current token in place. */
async function keepAlive(userId: string, mine: number): Promise<void> {
  const token = readToken();
  if (!token || !shouldRefresh(token)) return;
  try {
    const fresh = await fetchRefreshedToken(userId);
    if (mine === generation && readToken() === token) saveToken(fresh.token);
  } catch {
    // Keep the current token; it is still valid for at least two days.
  }
}

/** Ends the session in this tab (and, through the storage event, in the others). No server call. */
export function endSession(reason: SignedOutReason = 'none'): void {
  generation++;
  removeToken();
  // Logging out also forgets whom an admin was viewing (document 2 §2 'Logout').
  if (reason !== 'none') setViewedUser(null);
  setState({ status: 'signedOut', reason });
}

/** Keeps a token from `/api/login` and loads the user it belongs to. */
export async function signInWithToken(token: string): Promise<void> {
  saveToken(token);
  await restore();
}

/** Re-reads the signed-in user, e.g. after their own permissions changed. */
export async function refreshSession(): Promise<void> {
  if (state.status !== 'signedIn') return;
  try {
    const user = await fetchSession();
    if (getSessionState().status === 'signedIn') setState({ status: 'signedIn', user });
  } catch {
    // A failed refresh keeps the current view; a 401 already ended the session.
  }
}

/**
 * Logs out: tells the server (the request reads the token before it is removed) and ends the
 * session here without waiting, so logging out also works when the server is unreachable.
 */
export async function logout(): Promise<void> {
  const call = readToken() ? postLogout().catch(() => undefined) : Promise.resolve();
  endSession('logout');
  await call;
}

function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const token = readToken();
  if (!token) {
    if (state.status !== 'signedOut') {
      generation++;
      setState({ status: 'signedOut', reason: 'logout' });
    }
    return;
  }
  void restore();
}

let started = false;

/**
 * Start-up (document 3 §4): a saved token close to its expiry ends the session; otherwise the
 * user is restored from `/api/session`. Also follows logins and logouts made in other tabs.
 */
export function startSession(): void {
  if (!started) {
    started = true;
    setUnauthorizedHandler(() => {
      if (state.status !== 'signedOut') endSession('expired');
    });
    window.addEventListener('storage', onStorage);
  }
  const token = readToken();
  if (!token) {
    endSession('none');
  } else if (isTooCloseToExpiry(token)) {
    void logout();
  } else {
    void restore();
  }
}
