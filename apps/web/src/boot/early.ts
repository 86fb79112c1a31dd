/**
 * The boot script: a tiny bundle that index.html runs before the app's code has arrived. For a
 * signed-in visit it starts the session call and, on the dashboard, its panels' calls, so their
 * answers are ready when the app first asks (src/api/early-requests.ts hands them over), and asks
 * for the signed-in page's code beside the entry's. It sets the stored colour scheme first.
 */
import { startEarlyRequests } from '../api/early-requests';
import { readToken, restorableSelf } from '../auth/token-storage';
import { VIEWED_USER_KEY } from '../features/viewing/viewed-user-key';
import { earlyPaths } from './early-paths';
import { applyStoredColorScheme } from './color-scheme';
import { preloadSignedIn } from './preload-signed-in';

function viewedUserId(): string | null {
  try {
    const id = (JSON.parse(sessionStorage.getItem(VIEWED_USER_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

applyStoredColorScheme(document);
const token = readToken();
const self = restorableSelf(token);
if (token && self) {
  startEarlyRequests(earlyPaths(location.pathname, self, viewedUserId()), token);
  preloadSignedIn(document);
}
