import type { ProfileLink } from '@goodhours/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFolder, IconLink } from '@tabler/icons-react';
import { isMediaFolder, linkHref } from './links-rules';

/** A profile's links; the 'Media Folder' admin link stands out. */
export function LinksList({ links, label }: { links: readonly ProfileLink[]; label: string }) {
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No links yet.
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((link) => {
        const media = isMediaFolder(link);
        return (
          <Group key={link.Name} component="li" gap={6} wrap="nowrap">
            {media ? <IconFolder size={16} color="var(--mantine-color-orange-6)" /> : <IconLink size={16} />}
            <Anchor
              href={linkHref(link.Link)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={media ? 700 : 400}
              {...(media ? { c: 'orange.8', 'data-media-folder': true } : {})}
            >
              {link.Name}
            </Anchor>
          </Group>
        );
      })}
    </Stack>
  );
}
