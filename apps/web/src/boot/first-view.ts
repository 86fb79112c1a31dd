/**
 * The dashboard's first view (decision 042): drawn by the boot script as soon as the Owner's
 * message has answered, long before React, Mantine and the app have arrived on a slow phone. It is
 * the header's row with the product name and the message under it, at the places the app draws
 * them (index.html holds its styles), laid over the page while the app draws under it, and taken
 * away in the frame the app shows its header and banners. It is a picture of what is coming:
 * hidden from assistive technology, holding no control; the app under it is inert meanwhile.
 */
const ID = 'first-view';
/** Where Mantine's colour scheme manager keeps the person's choice (theme.ts). */
export const COLOR_SCHEME_KEY = 'goodhours.colorScheme';
const DONE = '__goodhoursFirstViewDone';
/** Longest the view stays if the app never says it has drawn (a failed load shows what is there). */
export const FIRST_VIEW_MAX_MS = 12_000;

type Holder = { [DONE]?: boolean };

/** The app has drawn its own: the first view goes, and will not be drawn after. */
export function finishFirstView(doc: Document = document): void {
  (globalThis as Holder)[DONE] = true;
  const view = doc.getElementById(ID);
  if (!view) return;
  view.remove();
  const root = doc.getElementById('root');
  if (root) root.inert = false;
}

/** The text the header shows (the Owner's, else the standard one); none for a picture or nothing. */
export function firstViewMessage(answer: unknown): string | null {
  const { ownerMessage, standardMessage } = (answer ?? {}) as { ownerMessage?: unknown; standardMessage?: unknown };
  const shown = [ownerMessage, standardMessage].find((m): m is string => typeof m === 'string' && m.trim() !== '');
  // A picture (a data URL) is left to the app: the first view holds text only.
  return shown && !shown.startsWith('data:') ? shown : null;
}

/**
 * Draws the first view with `message` (none: the header's row alone), over the app's loading
 * skeleton if that is there, unless the app has drawn its page already (the view was finished).
 */
export function drawFirstView(doc: Document, message: string | null): void {
  const root = doc.getElementById('root');
  if ((globalThis as Holder)[DONE] || !root || doc.getElementById(ID)) return;
  const view = doc.createElement('div');
  view.id = ID;
  view.setAttribute('aria-hidden', 'true');
  const part = (className: string, parent: HTMLElement, text?: string) => {
    const el = doc.createElement(className === 'fv-message' ? 'p' : 'div');
    el.className = className;
    if (text) el.textContent = text;
    parent.append(el);
    return el;
  };
  const header = part('fv-header', view);
  part('fv-burger', header);
  part('fv-brand', header, 'Goodhours');
  part('fv-timer', view);
  if (message) part('fv-message', part('fv-main', view), message);
  doc.body.prepend(view);
  root.inert = true;
  setTimeout(() => finishFirstView(doc), FIRST_VIEW_MAX_MS);
}

/** The colour scheme Mantine will take (the stored choice, else the system's), set before it does. */
export function applyStoredColorScheme(doc: Document): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {
    // storage refused: follow the system
  }
  const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  doc.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}

const SETTLED = '__goodhoursFirstViewSettled';
/** Longest the app waits for the first view before it starts drawing its own. */
export const FIRST_VIEW_WAIT_MS = 1_000;

/**
 * Settles once the first view is drawn, or known not to come (no first view on this page, the
 * call failed), or after FIRST_VIEW_WAIT_MS. The app starts drawing after it: its first tasks
 * (ranking the routes, the first render) never hold back the first view, and they lose nothing,
 * since the app's page is shown only once the header's answers (this one among them) are in.
 */
export function firstViewSettled(): Promise<void> {
  const settled = (globalThis as { [SETTLED]?: Promise<void> })[SETTLED];
  return settled ? Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]) : Promise.resolve();
}

/** Draws the first view once `answer` (the early call for the Owner's message) has come. */
export function startFirstView(doc: Document, answer: Promise<Response> | undefined): void {
  if (!answer) return;
  (globalThis as { [SETTLED]?: Promise<void> })[SETTLED] = answer
    // A copy: the body itself is the app's, handed over by takeEarlyResponse.
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      drawFirstView(doc, firstViewMessage(body));
    })
    .catch(() => undefined);
}
