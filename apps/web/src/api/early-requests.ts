/**
 * Requests started by the boot script while the app's code is still downloading, kept on
 * `window` (the boot script and the app are separate bundles) until the API client asks for the
 * same address with the same token. Each answer is handed out once, and only for a short while:
 * after that the client asks the server again.
 */
interface EarlyRequests {
  token: string;
  startedAt: number;
  responses: Map<string, Promise<Response>>;
}

const SLOT = '__goodhoursEarlyRequests';
/** Long enough for a slow device to load the app, short enough never to show stale data. */
export const EARLY_MAX_AGE_MS = 15_000;

type Holder = { [SLOT]?: EarlyRequests };

/** Starts GET requests for `paths` with the caller's token; answers them by path (the boot script's first view reads a copy). */
export function startEarlyRequests(paths: string[], token: string): ReadonlyMap<string, Promise<Response>> {
  const responses = new Map<string, Promise<Response>>();
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  for (const path of new Set(paths)) {
    const response = fetch(path, { headers });
    // A failure is met again, and reported, by the client when it takes this answer.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  (globalThis as Holder)[SLOT] = { token, startedAt: Date.now(), responses };
  return new Map(responses);
}

/** The early answer for a GET of `path` made with `token`, if there is one; it is not given twice. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = (globalThis as Holder)[SLOT];
  if (!early || token === null) return undefined;
  if (early.token !== token || Date.now() - early.startedAt > EARLY_MAX_AGE_MS) {
    delete (globalThis as Holder)[SLOT];
    return undefined;
  }
  const response = early.responses.get(path);
  early.responses.delete(path);
  return response;
}
