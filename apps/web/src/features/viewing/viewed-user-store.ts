import { useSyncExternalStore } from 'react';
import { VIEWED_USER_KEY } from './viewed-user-key';

/** The person an Owner or Administrator is viewing (document 2 §4 'Leaderboard and profile viewing'). */
export interface ViewedUser {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePic: string | null;
}

const KEY = VIEWED_USER_KEY;
const CHANGED = 'goodhours:viewed-user';
let cached: { raw: string | null; value: ViewedUser | null } = { raw: null, value: null };

function read(): ViewedUser | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: ViewedUser | null = null;
  try {
    value = raw ? (JSON.parse(raw) as ViewedUser) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Kept for the browser session (this tab) and announced to every screen that shows it. */
export function setViewedUser(user: ViewedUser | null): void {
  try {
    if (user) sessionStorage.setItem(KEY, JSON.stringify(user));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function getViewedUser(): ViewedUser | null {
  return read();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The viewed person, re-rendering when any screen changes it. */
export function useViewedUser(): ViewedUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
