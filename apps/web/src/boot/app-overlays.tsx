import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

const loadOverlays = () => import('./overlays');
type OverlaysProps = { autoClose: number; onListening: () => void };
const NoOverlays = (_props: OverlaysProps): ReactNode => null;
/** Without its code (the server went away before it came) a toast is lost, never the page. */
const Overlays = lazy(async (): Promise<{ default: (props: OverlaysProps) => ReactNode }> => {
  try {
    return await loadOverlays();
  } catch {
    return { default: NoOverlays };
  }
});
// Under the test runner the first import of a module is a transform taking up to seconds: warm it,
// so a test's first toast or dialog does not wait on it. The app still mounts them when needed.
if (import.meta.env.MODE === 'test') void loadOverlays();

/** The events `modals.open…` dispatches (Mantine's external events, `mantine-modals:<name>`). */
const OPENERS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

/**
 * Dialogs and toasts, loaded when first needed (decision 022): no page shows either before the
 * user acts or a call fails, and their code (Mantine's Modal and Notifications, transitions, the
 * scroll lock) is ~15 KB gzipped. Both are driven by events, so they need no place around the
 * pages: a toast waits in the notifications store, and a dialog asked for before the code is here
 * is held and asked for again once the dialogs host listens.
 */
export function AppOverlays({ autoClose }: { autoClose: number }) {
  const toasts = useNotifications();
  const [needed, setNeeded] = useState(false);
  /** Dialogs asked for before the host listened; null once it does. */
  const held = useRef<CustomEvent[] | null>([]);
  if (!needed && toasts.notifications.length + toasts.queue.length > 0) setNeeded(true);

  useEffect(() => {
    // Fetched once the page has settled, so it is at hand when a call fails because the server
    // has gone away (then nothing more can be fetched).
    const early = setTimeout(() => void loadOverlays().catch(() => undefined), 3000);
    return () => clearTimeout(early);
  }, []);

  useEffect(() => {
    const hold = (event: Event) => {
      if (!held.current) return;
      held.current.push(event as CustomEvent);
      setNeeded(true);
    };
    for (const name of OPENERS) window.addEventListener(name, hold);
    return () => {
      for (const name of OPENERS) window.removeEventListener(name, hold);
    };
  }, []);

  const onListening = useCallback(() => {
    const events = held.current ?? [];
    held.current = null;
    for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Overlays autoClose={autoClose} onListening={onListening} />
    </Suspense>
  );
}
