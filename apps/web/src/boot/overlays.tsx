import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The dialogs host and the toasts (loaded by app-overlays.tsx). The host starts listening for
 * `modals.open…` in a layout effect; this effect runs after it and lets held requests through.
 */
export default function Overlays({ autoClose, onListening }: { autoClose: number; onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return (
    <>
      <ModalsProvider />
      <Notifications autoClose={autoClose} />
    </>
  );
}
