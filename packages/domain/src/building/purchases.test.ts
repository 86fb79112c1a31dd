import { describe, expect, it } from 'vitest';
import {
  canMovePurchase,
  PURCHASE_MESSAGES as M,
  PURCHASE_PAGES,
  purchaseCostUsd,
  purchaseListQuery,
  purchaseProblems,
  purchaseReceiptNote,
  purchaseRequestInput,
  purchaseTransitionRefused,
  receivePurchaseInput,
  rejectPurchaseInput,
  storedPurchase,
} from './purchases.js';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const TYPE = '00000000-0000-4000-8000-000000000002';
const valid = { projectId: PROJECT, typeId: TYPE, quantity: 12, priority: 'Medium' };

/** Each field's first problem, as the form shows them. */
function problems(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('a purchase request', () => {
  it('names every missing field at once', () => {
    expect(problems(purchaseRequestInput, {})).toEqual({
      projectId: M.chooseProject,
      typeId: M.chooseType,
      quantity: M.quantityRequired,
      priority: M.priorityInvalid,
    });
  });

  it('keeps a quantity above 0 and at most 1,000,000, rounded to 3 decimals', () => {
    expect(problems(purchaseRequestInput, { ...valid, quantity: 0 })).toEqual({ quantity: M.quantityRequired });
    expect(problems(purchaseRequestInput, { ...valid, quantity: -1 })).toEqual({ quantity: M.quantityRequired });
    expect(problems(purchaseRequestInput, { ...valid, quantity: 0.0001 })).toEqual({ quantity: M.quantityRequired });
    expect(problems(purchaseRequestInput, { ...valid, quantity: 1_000_000.5 })).toEqual({ quantity: M.quantityTooLarge });
    expect(purchaseRequestInput.parse({ ...valid, quantity: 2.12345 }).quantity).toBe(2.123);
    expect(purchaseRequestInput.parse({ ...valid, quantity: 1_000_000 }).quantity).toBe(1_000_000);
  });

  it('offers Low, Medium and High only', () => {
    for (const priority of ['Low', 'Medium', 'High']) expect(purchaseRequestInput.safeParse({ ...valid, priority }).success).toBe(true);
    expect(problems(purchaseRequestInput, { ...valid, priority: 'Urgent' })).toEqual({ priority: M.priorityInvalid });
  });

  it('bounds the brand at 100, the usage time at 100 and the usage description at 150 characters, trimmed', () => {
    const parsed = purchaseRequestInput.parse({
      ...valid,
      brand: `  ${'b'.repeat(100)}  `,
      usageTime: 'u'.repeat(100),
      usageDescription: 'd'.repeat(150),
    });
    expect(parsed.brand).toHaveLength(100);
    expect(
      problems(purchaseRequestInput, { ...valid, brand: 'b'.repeat(101), usageTime: 'u'.repeat(101), usageDescription: 'd'.repeat(151) }),
    ).toEqual({ brand: M.brandTooLong, usageTime: M.usageTimeTooLong, usageDescription: M.usageDescriptionTooLong });
    expect(purchaseRequestInput.parse(valid)).toMatchObject({ brand: '', usageTime: '', usageDescription: '' });
  });

  it('asks tools and equipment for whole pieces from 1 to 999, and other categories for any amount', () => {
    for (const category of ['Tools', 'Equipments'] as const) {
      expect(purchaseProblems(category, { quantity: 1 })).toEqual({});
      expect(purchaseProblems(category, { quantity: 999 })).toEqual({});
      expect(purchaseProblems(category, { quantity: 1000 })).toEqual({ quantity: M.wholeQuantity });
      expect(purchaseProblems(category, { quantity: 2.5 })).toEqual({ quantity: M.wholeQuantity });
    }
    for (const category of ['Materials', 'Consumables', 'Reusables'] as const) {
      expect(purchaseProblems(category, { quantity: 2.5 })).toEqual({});
      expect(purchaseProblems(category, { quantity: 5000 })).toEqual({});
    }
  });

  it('keeps the usage fields for tools and equipment only', () => {
    const values = { usageTime: '3 weeks', usageDescription: 'Framing the east wall' };
    expect(storedPurchase('Tools', values)).toEqual(values);
    expect(storedPurchase('Equipments', values)).toEqual(values);
    expect(storedPurchase('Materials', values)).toEqual({ usageTime: '', usageDescription: '' });
  });

  it('has one page per category', () => {
    expect(Object.values(PURCHASE_PAGES).sort()).toEqual(['Consumables', 'Equipments', 'Materials', 'Reusables', 'Tools']);
  });
});

describe('deciding and receiving', () => {
  it('needs a reason to reject, at most 500 characters', () => {
    expect(problems(rejectPurchaseInput, {})).toEqual({ reason: M.reasonRequired });
    expect(problems(rejectPurchaseInput, { reason: '   ' })).toEqual({ reason: M.reasonRequired });
    expect(problems(rejectPurchaseInput, { reason: 'r'.repeat(501) })).toEqual({ reason: M.reasonTooLong });
    expect(rejectPurchaseInput.parse({ reason: ' Over budget ' })).toEqual({ reason: 'Over budget' });
  });

  it('receives a quantity above 0, a unit price from 0 to 1,000,000 and a currency of USD, EUR or CAD', () => {
    expect(problems(receivePurchaseInput, {})).toEqual({
      quantity: M.quantityRequired,
      unitPrice: M.unitPriceInvalid,
      currency: M.currencyInvalid,
    });
    expect(problems(receivePurchaseInput, { quantity: 1, unitPrice: -1, currency: 'USD' })).toEqual({ unitPrice: M.unitPriceInvalid });
    expect(problems(receivePurchaseInput, { quantity: 1, unitPrice: 1_000_001, currency: 'USD' })).toEqual({
      unitPrice: M.unitPriceTooLarge,
    });
    expect(problems(receivePurchaseInput, { quantity: 1, unitPrice: 1, currency: 'GBP' })).toEqual({ currency: M.currencyInvalid });
    expect(receivePurchaseInput.parse({ quantity: 12, unitPrice: 8.555, currency: 'CAD' })).toEqual({
      quantity: 12,
      unitPrice: 8.56,
      currency: 'CAD',
    });
    expect(receivePurchaseInput.safeParse({ quantity: 3, unitPrice: 0, currency: 'EUR' }).success).toBe(true);
  });

  it('refuses a total past what one stock movement may cost', () => {
    expect(problems(receivePurchaseInput, { quantity: 1_000_000, unitPrice: 11, currency: 'EUR' })).toEqual({ unitPrice: M.totalTooLarge });
    expect(receivePurchaseInput.safeParse({ quantity: 1_000_000, unitPrice: 10, currency: 'USD' }).success).toBe(true);
  });

  it('adds the total to the cost only when paid in US dollars, and says so in the note otherwise', () => {
    expect(purchaseCostUsd({ quantity: 12, unitPrice: 8.25, currency: 'USD' })).toBe(99);
    expect(purchaseCostUsd({ quantity: 12, unitPrice: 8.25, currency: 'EUR' })).toBe(0);
    expect(purchaseReceiptNote({ quantity: 12, unitPrice: 8.25, currency: 'USD' })).toBe('Purchase request received at 8.25 USD each.');
    expect(purchaseReceiptNote({ quantity: 12, unitPrice: 8, currency: 'CAD' })).toBe(
      'Purchase request received at 8.00 CAD each; not converted to USD.',
    );
  });

  it('moves Pending to Approved, Rejected or Cancelled, and Approved to Received, nothing else', () => {
    expect(canMovePurchase('Pending', 'approve')).toBe(true);
    expect(canMovePurchase('Pending', 'reject')).toBe(true);
    expect(canMovePurchase('Pending', 'cancel')).toBe(true);
    expect(canMovePurchase('Pending', 'receive')).toBe(false);
    expect(canMovePurchase('Approved', 'receive')).toBe(true);
    expect(canMovePurchase('Approved', 'cancel')).toBe(false);
    for (const done of ['Rejected', 'Received', 'Cancelled'] as const) {
      for (const action of ['approve', 'reject', 'receive', 'cancel'] as const) expect(canMovePurchase(done, action)).toBe(false);
    }
  });

  it('names the current state when a move is refused', () => {
    expect(purchaseTransitionRefused('Approved', 'approve')).toBe('This request is already approved.');
    expect(purchaseTransitionRefused('Received', 'receive')).toBe('This request is already received.');
    expect(purchaseTransitionRefused('Pending', 'receive')).toBe('This request is pending, so it cannot be received.');
    expect(purchaseTransitionRefused('Rejected', 'cancel')).toBe('This request is rejected, so it cannot be cancelled.');
  });
});

describe('the list', () => {
  it('reads empty or All filters as none, pages of 1 to 100, newest first after `before`', () => {
    expect(purchaseListQuery().parse({ status: '', category: 'All' })).toEqual({ limit: 50 });
    expect(purchaseListQuery().parse({ status: 'Pending', category: 'Tools', limit: '20' })).toEqual({
      status: 'Pending',
      category: 'Tools',
      limit: 20,
    });
    expect(problems(purchaseListQuery(), { status: 'Lost' })).toEqual({ status: M.statusInvalid });
    expect(problems(purchaseListQuery(), { limit: '101' })).toEqual({ limit: M.limitInvalid });
    expect(problems(purchaseListQuery(), { before: 'yesterday' })).toEqual({ before: M.pageInvalid });
  });
});
