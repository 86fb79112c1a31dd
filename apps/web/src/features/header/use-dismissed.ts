import { useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether the reader put one item of the chrome away (a header message, a notification, the day's
 * deadline reminder), kept in this browser under `key`: the item stays away, the next one (a new
 * message, another notification, tomorrow) shows. `item` is what names it: its text, id or day.
 */
export function useDismissed(key: string, item: string): { dismissed: boolean; dismiss: () => void; undo: () => void } {
  const [, redraw] = useState(0);
  const write = (value: string | null) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Storage refused: the item comes back with the next page load.
    }
    redraw((n) => n + 1);
  };
  return { dismissed: read(key) === item, dismiss: () => write(item), undo: () => write(null) };
}
