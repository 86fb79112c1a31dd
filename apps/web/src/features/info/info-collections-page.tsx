import { INFO_MESSAGES, type InfoPage } from '@goodhours/domain';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useInfoPages } from '../../api/info';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { InfoPageForm } from './info-page-form';
import { InfoPageTable } from './info-page-table';
import { PageTitle } from '../../components/page-title';

/** /infoCollections (document 1 §2, §3): the Owner writes the pages shown by the areas' info pop-ups. */
export function InfoCollectionsPage() {
  const pages = useInfoPages();
  const [editing, setEditing] = useState<InfoPage | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <PageTitle infoName="infoCollections">Info Collections</PageTitle>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Create New Info
          </Button>
        </Group>

        {pages.isPending && <PageSkeleton rows={5} />}
        {pages.isError && <ErrorView error={pages.error} onRetry={() => void pages.refetch()} />}
        {pages.data?.length === 0 && <Text c="dimmed">{INFO_MESSAGES.noPages}</Text>}
        {pages.data && pages.data.length > 0 && <InfoPageTable pages={pages.data} onEdit={setEditing} />}
      </Stack>

      <Dialog
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? 'Create New Info' : `Edit info: ${editing?.infoName ?? ''}`}
        size="xl"
      >
        {editing !== null && (
          <InfoPageForm key={editing === 'new' ? 'new' : editing.id} page={editing === 'new' ? null : editing} onDone={close} />
        )}
      </Dialog>
    </Container>
  );
}
