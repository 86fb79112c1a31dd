import type { ProfileLink } from '@goodhours/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { LinksEditorDialog } from './links-editor-dialog';
import { LinksList } from './links-list';

interface Props {
  title: string;
  links: ProfileLink[];
  editable: boolean;
  error?: string | undefined;
  onChange: (links: ProfileLink[]) => void;
  /** Admin links: confirm before the Media Folder link changes; warn when it differs from this. */
  mediaUrl?: string;
}

/** A link list on the edit page, changed through the 'Edit Links' dialog. */
export function ProfileLinksField({ title, links, editable, error, onChange, mediaUrl }: Props) {
  const [open, setOpen] = useState(false);
  const admin = mediaUrl !== undefined;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {editable && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => {
              setOpen(true);
            }}
          >
            Edit Links
          </Button>
        )}
      </Group>
      <LinksList links={links} label={title} />
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
      {editable && (
        <LinksEditorDialog
          opened={open}
          kind={title}
          links={links}
          guardMediaFolder={admin}
          {...(admin ? { mediaUrl } : {})}
          onClose={() => {
            setOpen(false);
          }}
          onSave={onChange}
        />
      )}
    </Paper>
  );
}
