import { formatQuantity, formatUsd } from './amounts.js';
import type { InventoryMovement } from './answers.js';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/**
 * What a movement of the stock ledger did, in words (decision 070). A reversal repeats the kind
 * of what it reverses with the opposite quantity, and reads as an undo of it.
 */
export function describeMovement(
  m: Pick<InventoryMovement, 'kind' | 'quantity' | 'costUsd' | 'reason' | 'reversesId' | 'otherProject'>,
  unit: string,
): string {
  const amount = `${formatQuantity(Math.abs(m.quantity))} ${unit}`;
  const other = m.otherProject?.projectName ?? 'another project';
  const undo = m.reversesId ? 'Reversed: ' : '';
  switch (m.kind) {
    case 'purchase':
      return `${undo}Bought ${amount}`;
    case 'use':
      return `${undo}Used ${amount}`;
    case 'waste':
      return `${undo}${m.reason === 'destroyed' ? 'Destroyed' : 'Wasted'} ${amount}`;
    case 'transfer-out':
      return `${undo}Sent ${amount} to ${other}`;
    case 'transfer-in':
      return `${undo}Received ${amount} from ${other}`;
    case 'correction':
      return `Corrected: quantity ${signed(m.quantity, formatQuantity(m.quantity))}, cost ${signed(m.costUsd, formatUsd(m.costUsd))}`;
  }
}
