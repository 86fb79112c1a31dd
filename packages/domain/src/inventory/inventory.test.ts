import { describe, expect, it } from 'vitest';
import { formatQuantity, formatUsd, transferCostShare } from './amounts.js';
import { filterByCategory } from './categories.js';
import { INVENTORY_MESSAGES as M } from './messages.js';
import { addInventoryItemInput, createInventoryTypeInput, transferInventoryInput, updateInventoryItemInput } from './schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the cost that moves with transferred stock', () => {
  it('moves a proportional share, spread over what is held and what was wasted', () => {
    expect(transferCostShare({ quantity: 80, wasted: 20, costUsd: 500 }, 40)).toBe(200);
  });

  it('moves everything when everything moves, and rounds to cents otherwise', () => {
    expect(transferCostShare({ quantity: 3, wasted: 0, costUsd: 100 }, 3)).toBe(100);
    expect(transferCostShare({ quantity: 3, wasted: 0, costUsd: 100 }, 1)).toBe(33.33);
  });

  it('moves nothing for free stock', () => {
    expect(transferCostShare({ quantity: 10, wasted: 0, costUsd: 0 }, 5)).toBe(0);
  });
});

describe('inventory inputs', () => {
  const typeId = '11111111-1111-4111-8111-111111111111';

  it('asks for a quantity above 0 and a cost of 0 or more', () => {
    expect(firstMessage(addInventoryItemInput.safeParse({ typeId, quantity: 0, costUsd: 1 }))).toBe(M.quantityRequired);
    expect(firstMessage(addInventoryItemInput.safeParse({ typeId, quantity: 0.0001, costUsd: 1 }))).toBe(M.quantityRequired);
    expect(firstMessage(addInventoryItemInput.safeParse({ typeId, quantity: 2, costUsd: -1 }))).toBe(M.costInvalid);
    expect(firstMessage(addInventoryItemInput.safeParse({ quantity: 2, costUsd: 1 }))).toBe(M.chooseType);
  });

  it('rounds quantities to 3 decimals and costs to cents', () => {
    expect(addInventoryItemInput.parse({ typeId, quantity: 2.50049, costUsd: 10.006 })).toMatchObject({
      quantity: 2.5,
      costUsd: 10.01,
      note: '',
    });
  });

  it('checks a new type: name needed, description at most 150 characters, a known category', () => {
    expect(firstMessage(createInventoryTypeInput.safeParse({ name: ' ', category: 'Tools' }))).toBe(M.typeNameRequired);
    expect(firstMessage(createInventoryTypeInput.safeParse({ name: 'Saw', category: 'Tools', description: 'x'.repeat(151) }))).toBe(
      M.descriptionTooLong,
    );
    expect(firstMessage(createInventoryTypeInput.safeParse({ name: 'Saw', category: 'All' }))).toBe(M.categoryInvalid);
    expect(createInventoryTypeInput.parse({ name: ' Saw ', category: 'Tools' })).toEqual({
      name: 'Saw',
      category: 'Tools',
      description: '',
      unit: 'each',
    });
  });

  it('needs a destination project for a transfer', () => {
    expect(firstMessage(transferInventoryInput.safeParse({ quantity: 1 }))).toBe(M.chooseProject);
  });

  it('needs a reason and something to change for a correction', () => {
    expect(firstMessage(updateInventoryItemInput.safeParse({ quantity: 3 }))).toBe(M.noteRequired);
    expect(firstMessage(updateInventoryItemInput.safeParse({ note: 'Recount' }))).toBe(M.nothingToCorrect);
    expect(updateInventoryItemInput.parse({ quantity: 0, note: ' Recount ' })).toEqual({ quantity: 0, note: 'Recount' });
  });
});

describe('showing inventory', () => {
  it('filters items by category, or shows all', () => {
    const items = [{ category: 'Tools' }, { category: 'Materials' }];
    expect(filterByCategory(items, 'Tools')).toEqual([{ category: 'Tools' }]);
    expect(filterByCategory(items, 'All')).toHaveLength(2);
  });

  it('formats costs in US dollars and quantities with separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatQuantity(1250)).toBe('1,250');
    expect(formatQuantity(2.5)).toBe('2.5');
  });
});
