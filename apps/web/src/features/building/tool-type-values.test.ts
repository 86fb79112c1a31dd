import { TOOL_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyToolTypeValues,
  formatInCurrency,
  liveTotal,
  missingRequired,
  newCodesText,
  toolTypeRequest,
  type ToolTypeValues,
} from './tool-type-values';

const PROJECT = '11111111-1111-4111-8111-111111111111';

const filled: ToolTypeValues = {
  ...emptyToolTypeValues(PROJECT),
  name: 'Drill',
  description: 'Cordless, 18 V',
  invoice: 'INV-7',
  quantity: 5,
  unitPrice: 89.99,
  fromDate: '2026-11-20',
};

describe('the tool type form’s request', () => {
  it('is the schema’s input: zero shipping and taxes when empty, no return date for a purchase', () => {
    const request = toolTypeRequest('Tools', { ...filled, toDate: '2026-12-01' });
    expect(request).toEqual({
      ok: true,
      input: {
        ...filled,
        category: 'Tools',
        toDate: undefined,
        shippingFee: 0,
        taxes: 0,
        areaCode: '',
        phoneNumber: '',
        link: '',
      },
    });
  });

  it('gives each field its schema message, and says a required field is missing', () => {
    const values = emptyToolTypeValues();
    const request = toolTypeRequest('Tools', values);
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.errors).toMatchObject({
      projectId: M.chooseProject,
      name: M.nameLength,
      description: M.descriptionLength,
      invoice: M.invoiceRequired,
      quantity: M.quantityWhole,
      unitPrice: M.unitPriceMin,
      fromDate: M.enterDate,
    });
    expect(request.errors.toDate).toBeUndefined();
    expect(missingRequired(values)).toBe(true);
    expect(missingRequired(filled)).toBe(false);
  });

  it('asks a rental for a return date after the rental date, with the other problems too', () => {
    const rental: ToolTypeValues = { ...filled, purchaseRental: 'rental' };
    expect(missingRequired(rental)).toBe(true);
    const alone = toolTypeRequest('Equipments', rental);
    expect(alone.ok ? {} : alone.errors).toEqual({ toDate: M.returnAfterRental });
    const withOthers = toolTypeRequest('Equipments', { ...rental, name: 'x' });
    expect(withOthers.ok ? {} : withOthers.errors).toEqual({ name: M.nameLength, toDate: M.returnAfterRental });
    const sameDay = toolTypeRequest('Equipments', { ...rental, toDate: '2026-11-20' });
    expect(sameDay.ok ? {} : sameDay.errors).toEqual({ toDate: M.returnAfterRental });
    const after = toolTypeRequest('Equipments', { ...rental, toDate: '2026-11-21' });
    expect(after.ok && after.input.toDate).toBe('2026-11-21');
  });

  it('refuses a quantity that is not a whole number from 1 to 999 and a unit price under 1', () => {
    for (const quantity of [0, 1000, 2.5]) {
      const request = toolTypeRequest('Tools', { ...filled, quantity });
      expect(request.ok ? {} : request.errors).toEqual({ quantity: M.quantityWhole });
    }
    const cheap = toolTypeRequest('Tools', { ...filled, unitPrice: 0.5 });
    expect(cheap.ok ? {} : cheap.errors).toEqual({ unitPrice: M.unitPriceMin });
  });
});

describe('the total as the form is filled', () => {
  it('is unit price × quantity, plus tax percent, plus shipping, to the cent, in the chosen currency', () => {
    expect(liveTotal({ ...filled, taxes: 8.25, shippingFee: 12.5 })).toBe(499.57);
    expect(formatInCurrency(499.6, 'USD')).toBe('$499.60');
    expect(formatInCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatInCurrency(1234.5, 'CAD')).toBe('CA$1,234.50');
  });

  it('counts what is not typed yet as nothing', () => {
    expect(liveTotal(emptyToolTypeValues())).toBe(0);
    expect(liveTotal({ ...emptyToolTypeValues(), unitPrice: 10 })).toBe(0);
    expect(liveTotal({ ...emptyToolTypeValues(), shippingFee: '7.5' })).toBe(7.5);
  });
});

describe('the new codes under the success toast', () => {
  it('lists up to ten codes and counts the rest', () => {
    expect(newCodesText(['T-1', 'T-2'])).toBe('New codes: T-1, T-2.');
    const many = Array.from({ length: 12 }, (_, i) => `T-${String(i + 1)}`);
    expect(newCodesText(many)).toBe('New codes: T-1, T-2, T-3, T-4, T-5, T-6, T-7, T-8, T-9, T-10 and 2 more.');
    expect(newCodesText([])).toBe('');
  });
});
