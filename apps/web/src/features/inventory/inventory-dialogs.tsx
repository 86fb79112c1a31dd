import type { InventoryItem } from '@goodhours/domain';
import { Dialog } from '../../components/dialog';
import { AddItemForm } from './add-item-form';
import { EditItemForm } from './edit-item-form';
import { ItemHistory } from './item-history';
import { TransferForm } from './transfer-form';
import { WasteForm } from './waste-form';

export type InventoryDialog = { kind: 'add' } | { kind: 'waste' | 'transfer' | 'edit' | 'history'; item: InventoryItem };

interface Props {
  dialog: InventoryDialog | null;
  projectId: string;
  wbsId: string | null;
  onClose: () => void;
}

function titleOf(dialog: InventoryDialog): string {
  if (dialog.kind === 'add') return 'Add item';
  const titles = { waste: 'Record waste', transfer: 'Transfer', edit: 'Correct', history: 'History' } as const;
  return `${titles[dialog.kind]}: ${dialog.item.name}`;
}

/** The page's one dialog: add, waste, transfer, correct or history. */
export function InventoryDialogs({ dialog, projectId, wbsId, onClose }: Props) {
  return (
    <Dialog
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? titleOf(dialog) : ''}
      size={dialog?.kind === 'history' ? 'xl' : 'md'}
    >
      {dialog?.kind === 'add' && <AddItemForm projectId={projectId} wbsId={wbsId} onDone={onClose} />}
      {dialog?.kind === 'waste' && <WasteForm item={dialog.item} onDone={onClose} />}
      {dialog?.kind === 'transfer' && <TransferForm item={dialog.item} onDone={onClose} />}
      {dialog?.kind === 'edit' && <EditItemForm item={dialog.item} onDone={onClose} />}
      {dialog?.kind === 'history' && <ItemHistory item={dialog.item} />}
    </Dialog>
  );
}
