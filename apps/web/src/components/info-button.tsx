import { canEditInfo } from '@goodhours/domain';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useInfoPage } from '../api/info';
import { useSessionUser } from '../auth/use-session';
import { InfoModal } from './info-modal';

/**
 * The info icon that opens an area's info pop-up (document 1 §2). Hidden when the area has no page
 * or the user may not read it; the Owner always sees it, to write the page.
 */
export function InfoButton({ infoName }: { infoName: string }) {
  const user = useSessionUser();
  const page = useInfoPage(infoName, user !== null);
  const [opened, dialog] = useDisclosure(false);
  if (!user || !page.isSuccess) return null;
  const canEdit = canEditInfo(user.role);
  if (!page.data && !canEdit) return null;

  return (
    <>
      <ActionIcon variant="subtle" radius="xl" aria-label="Info" onClick={dialog.open}>
        <IconInfoCircle size={20} />
      </ActionIcon>
      <InfoModal opened={opened} onClose={dialog.close} infoName={infoName} page={page.data} canEdit={canEdit} />
    </>
  );
}
