import { STOCK_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { logRefusal, logRequest, type StockLogValues } from './stock-log-values';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const values = (amounts: StockLogValues['amounts'], over: Partial<StockLogValues> = {}): StockLogValues => ({
  in: 'units',
  note: '',
  amounts,
  ...over,
});

describe('the log request', () => {
  it('sends only the rows with an amount, in the order shown, and remembers which item each row is', () => {
    const request = logRequest(
      values({ [C]: { used: 2, wasted: '' }, [A]: { used: '', wasted: '' }, [B]: { used: 0, wasted: 1.5 } }, { note: 'Footings' }),
      [A, B, C],
    );
    expect(request).toEqual({
      ok: true,
      sentIds: [B, C],
      input: {
        rows: [
          { itemId: B, used: 0, wasted: 1.5, in: 'units' },
          { itemId: C, used: 2, wasted: 0, in: 'units' },
        ],
        note: 'Footings',
      },
    });
  });

  it('asks for an amount when every row is empty or zero', () => {
    expect(logRequest(values({ [A]: { used: 0, wasted: '' } }), [A])).toEqual({ ok: false, errors: {}, message: M.nothingLogged });
  });

  it('refuses a percent over 100 under the field of its own row', () => {
    const request = logRequest(values({ [A]: { used: 5, wasted: '' }, [B]: { used: '', wasted: 120 } }, { in: 'percent' }), [A, B]);
    expect(request).toEqual({ ok: false, errors: { [`${B}.wasted`]: M.percentTooLarge }, message: null });
  });
});

describe('a refused log', () => {
  it('puts the server’s messages of row i under the item sent as row i', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: M.overAvailable,
      fields: { 'rows.1.used': M.overAvailable, 'rows.1.wasted': M.overAvailable, 'rows.0.itemId': 'That inventory item does not exist.' },
    });
    expect(logRefusal(error, [B, C])).toEqual({
      errors: { [`${C}.used`]: M.overAvailable, [`${C}.wasted`]: M.overAvailable, [`${B}.item`]: 'That inventory item does not exist.' },
      message: null,
    });
  });

  it('is one message for the form when it names no field of it', () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You do not have access to this portal.' });
    expect(logRefusal(error, [A])).toEqual({ errors: {}, message: 'You do not have access to this portal.' });
  });
});
