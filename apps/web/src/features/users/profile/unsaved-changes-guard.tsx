import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/dialog';

export const UNSAVED_TEXTS = {
  title: 'Unsaved changes',
  body: 'You have changes that are not saved yet. Leave this page and lose them?',
  stay: 'Stay and keep editing',
  leave: 'Leave without saving',
} as const;

/**
 * Warns before edits are lost: a dialog when the person follows a link or goes back inside the
 * app, and the browser's own prompt when they close or reload the tab.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog opened={blocked} onClose={() => blocker.reset?.()} title={UNSAVED_TEXTS.title} centered>
      <Text size="sm">{UNSAVED_TEXTS.body}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {UNSAVED_TEXTS.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {UNSAVED_TEXTS.leave}
        </Button>
      </Group>
    </Dialog>
  );
}
