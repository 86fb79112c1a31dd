import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * For a window drawn once it has first been opened: whether to draw it, and whether it is open.
 * On its first opening it is drawn closed, then opened in the next render, so it comes in with its
 * transition; once drawn it stays, so it closes with it too.
 */
export function useDrawnOnceOpened(opened: boolean): { drawn: boolean; opened: boolean } {
  const [drawn, setDrawn] = useState(opened);
  useEffect(() => {
    // The second render is the point: the window must first be drawn closed to transition in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (opened) setDrawn(true);
  }, [opened]);
  return { drawn: drawn || opened, opened: opened && drawn };
}

/**
 * A Mantine Modal drawn once it has first been opened. A closed Modal still renders its portal,
 * scroll lock, focus handling and transitions, and pages held many of them closed (a delete
 * dialog per time entry, an info window per info button, the timer's three): every one was drawn
 * while the page opened.
 */
export function Dialog(props: ModalProps) {
  const shown = useDrawnOnceOpened(props.opened);
  return shown.drawn ? <Modal {...props} opened={shown.opened} /> : null;
}
