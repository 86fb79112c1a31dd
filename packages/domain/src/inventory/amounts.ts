/**
 * Quantities and money. Quantities keep 3 decimals (2.5 m³, 0.125 t); money is US dollars with
 * cents (document 1 §9). Rounding here keeps floating-point dust out of stored stock.
 */
export const MAX_QUANTITY = 1_000_000;
export const MAX_COST_PER_ENTRY = 10_000_000;
/** The largest total an item's cost column holds (numeric(14,2)). */
export const MAX_ITEM_COST = 999_999_999_999.99;

export const roundQuantity = (value: number): number => Math.round(value * 1000) / 1000;
export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The cost that moves with `moved` units when stock is transferred: the item's cost spread over
 * everything it holds or has wasted, so the unit cost of what stays does not change, and the cost
 * of waste stays with the project that wasted it.
 */
export function transferCostShare(item: { quantity: number; wasted: number; costUsd: number }, moved: number): number {
  const held = item.quantity + item.wasted;
  if (held <= 0 || moved <= 0) return 0;
  if (moved >= held) return item.costUsd;
  return Math.min(item.costUsd, roundCents((item.costUsd * moved) / held));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** '$1,234.50' */
export const formatUsd = (value: number): string => usd.format(value);
/** '1,250' or '2.5' */
export const formatQuantity = (value: number): string => quantityFormat.format(value);
