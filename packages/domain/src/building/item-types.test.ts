import { describe, expect, it } from 'vitest';
import { fuelFor } from '../inventory/index.js';
import { equipmentTypeResult, newEquipmentTypeInput, updateItemTypeInput } from './item-types.js';

describe('the New equipment type form’s result line (document 3 §8)', () => {
  it('says success on 201, that the type exists on 409, the status and text from 400 on, and warns otherwise', () => {
    expect(equipmentTypeResult(201)).toEqual({ tone: 'success', message: 'Success: new equipment type added.' });
    expect(equipmentTypeResult(409, 'Anything.')).toEqual({ tone: 'error', message: 'Error: that type already exists.' });
    expect(equipmentTypeResult(422, 'Please enter a name.')).toEqual({ tone: 'error', message: 'Error: 422 Please enter a name.' });
    expect(equipmentTypeResult(500, 'Internal Server Error')).toEqual({ tone: 'error', message: 'Error: 500 Internal Server Error.' });
    expect(equipmentTypeResult(200)).toEqual({ tone: 'warning', message: 'Warning: unexpected status 200.' });
    expect(equipmentTypeResult(302).tone).toBe('warning');
  });
});

describe('an equipment type’s input (document 3 §4, §5, §9)', () => {
  it('runs on Diesel unless another fuel is chosen, and only equipment has a fuel', () => {
    expect(newEquipmentTypeInput.parse({ name: ' Excavator ', desc: ' Tracked ' })).toEqual({
      name: 'Excavator',
      desc: 'Tracked',
      fuel: 'Diesel',
    });
    expect(fuelFor('Equipments')).toBe('Diesel');
    expect(fuelFor('Equipments', 'Ethanol')).toBe('Ethanol');
    expect(fuelFor('Tools', 'Ethanol')).toBeNull();
  });

  it('asks for a name and a description of at most 150 characters, and one of the five fuels', () => {
    const issues = (value: object) => newEquipmentTypeInput.safeParse(value).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ name: '', desc: '' })).toEqual([
      ['name', 'Please enter a name.'],
      ['desc', 'Please enter a description.'],
    ]);
    expect(issues({ name: 'Saw', desc: 'x'.repeat(151) })).toEqual([['desc', 'Exceeds maximum character limit (150).']]);
    expect(newEquipmentTypeInput.safeParse({ name: 'Saw', desc: 'x'.repeat(150), fuel: 'Natural Gas' }).success).toBe(true);
    expect(issues({ name: 'Saw', desc: 'x', fuel: 'Coal' })?.[0]?.[0]).toBe('fuel');
    expect(updateItemTypeInput.parse({})).toEqual({});
  });
});
