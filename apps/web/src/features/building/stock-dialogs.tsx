import type { StockCategory, StockRow } from '@goodhours/domain';
import { Dialog } from '../../components/dialog';
import { PurchaseHistory } from './purchase-history';
import { StockHistory } from './stock-history';
import { StockMinimumForm } from './stock-minimum-form';
import type { StockRowAction } from './stock-table';

export interface StockDialog {
  kind: StockRowAction;
  row: StockRow;
}

const TITLES: Record<StockRowAction, string> = { history: 'History', purchases: 'Purchases', minimum: 'Minimum' };

const placeOf = (row: StockRow) => `${row.project.projectName}${row.wbs ? `, ${row.wbs.wbsName}` : ''}`;

/** The stock page's one window: a row's movements, its purchases, or its low-stock minimum. */
export function StockDialogs({ category, dialog, onClose }: { category: StockCategory; dialog: StockDialog | null; onClose: () => void }) {
  return (
    <Dialog
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? `${TITLES[dialog.kind]}: ${dialog.row.type.name} on ${placeOf(dialog.row)}` : ''}
      size={dialog?.kind === 'minimum' ? 'md' : 'xl'}
    >
      {dialog?.kind === 'history' && <StockHistory key={dialog.row.itemId} category={category} itemId={dialog.row.itemId} />}
      {dialog?.kind === 'purchases' && <PurchaseHistory projectId={dialog.row.project.id} typeId={dialog.row.type.id} />}
      {dialog?.kind === 'minimum' && <StockMinimumForm key={dialog.row.itemId} row={dialog.row} onDone={onClose} />}
    </Dialog>
  );
}
