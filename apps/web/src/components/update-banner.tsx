import { MESSAGES } from '@goodhours/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const UPDATE_CHECK_INTERVAL_MS = 300_000;

/** The build id the server serves now; undefined when it cannot be read (failures are ignored). */
async function fetchBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch('/hash.txt', { cache: 'no-store' });
    if (!response.ok) return undefined;
    if ((response.headers.get('content-type') ?? '').includes('text/html')) return undefined;
    const text = (await response.text()).trim();
    return text || undefined;
  } catch {
    return undefined;
  }
}

/** Offers a reload once the server's build id differs from the first one seen (document 3 §4). */
export function UpdateBanner() {
  const firstSeen = useRef<string | undefined>(undefined);
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    let active = true;
    const check = async () => {
      const id = await fetchBuildId();
      if (!active || id === undefined) return;
      if (firstSeen.current === undefined) firstSeen.current = id;
      else if (id !== firstSeen.current) setOutdated(true);
    };
    void check();
    const timer = window.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);

  if (!outdated) return null;
  return (
    <Paper role="status" p="xs" radius={0} bg="blue.7" c="white">
      <Group justify="center" gap="md">
        <Text size="sm">{MESSAGES.newVersion}</Text>
        <Button
          size="compact-sm"
          variant="white"
          leftSection={<IconRefresh size={14} />}
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </Button>
      </Group>
    </Paper>
  );
}
