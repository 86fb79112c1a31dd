import type { BmItemType, InventoryCategory } from '@goodhours/domain';
import { Divider, Stack } from '@mantine/core';
import { Dialog } from '../../components/dialog';
import { ItemTypeAddForm } from './item-types-add-form';
import { ItemTypeEditForm } from './item-types-edit-form';
import { ItemTypesHistory } from './item-types-history';

export type ItemTypeDialog = { kind: 'add'; category: InventoryCategory } | { kind: 'edit'; type: BmItemType };

/**
 * The browser's one window (document 3 §2.9: a modal titled Equipment or the type): a new type,
 * or a type's edit form above its change history.
 */
export function ItemTypeDialogs({ dialog, onClose }: { dialog: ItemTypeDialog | null; onClose: () => void }) {
  return (
    <Dialog
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.kind === 'edit' ? dialog.type.name : 'New item type'}
      size={dialog?.kind === 'edit' ? 'xl' : 'md'}
    >
      {dialog?.kind === 'add' && <ItemTypeAddForm category={dialog.category} onDone={onClose} />}
      {dialog?.kind === 'edit' && (
        <Stack>
          <ItemTypeEditForm key={dialog.type.id} type={dialog.type} onClose={onClose} />
          <Divider />
          <ItemTypesHistory typeId={dialog.type.id} />
        </Stack>
      )}
    </Dialog>
  );
}
