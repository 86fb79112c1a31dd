import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { TaskImportForm } from './task-import-form';

export interface TaskImportButtonProps {
  wbsId: string;
  projectId: string;
  /** Called after a successful import (the task lists are already refreshed). */
  onImported?: () => void;
}

/** The 'Import tasks' button and dialog for one WBS; shown only to people with importTask. */
export function TaskImportButton({ wbsId, onImported }: TaskImportButtonProps) {
  const { can } = useCan();
  const [opened, dialog] = useDisclosure(false);
  if (!can('importTask')) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={dialog.open}>
        Import tasks
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title="Import tasks" size="xl">
        {opened && (
          <TaskImportForm
            wbsId={wbsId}
            onCancel={dialog.close}
            onImported={() => {
              dialog.close();
              onImported?.();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
