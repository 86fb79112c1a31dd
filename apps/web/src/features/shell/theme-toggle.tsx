import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useShownScheme } from '../../components/use-shown-scheme';

/** Switches dark and light; the choice is stored and followed by the other tabs. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useShownScheme();
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme'}
      onClick={() => {
        setColorScheme(next);
      }}
    >
      {current === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
