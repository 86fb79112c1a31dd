import { TOOL_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { emptyUnitUpdate, statusEffect, UNIT_UPDATE_LIMITS, unitUpdateRequest } from './unit-update-values';

const TODAY = '2026-11-21';

describe('the update-status form’s request', () => {
  it('sends yes and no as booleans, and no note unless one is sent', () => {
    const request = unitUpdateRequest(
      { ...emptyUnitUpdate(TODAY), status: 'Working well', replacementRequired: 'yes', note: 'kept' },
      TODAY,
    );
    expect(request).toEqual({
      ok: true,
      input: {
        updateDate: TODAY,
        status: 'Working well',
        lastUsedBy: '',
        lastUsedFor: '',
        replacementRequired: true,
        description: '',
        sendNote: false,
        note: '',
      },
    });
  });

  it('names every field in the way at once: no status, a later date, a note to send left empty', () => {
    const request = unitUpdateRequest({ ...emptyUnitUpdate(TODAY), updateDate: '2026-11-22', sendNote: 'yes' }, TODAY);
    expect(request).toEqual({ ok: false, errors: { status: M.statusInvalid, updateDate: M.futureDate, note: M.noteRequired } });
  });

  it('asks for a date', () => {
    const request = unitUpdateRequest({ ...emptyUnitUpdate(TODAY), updateDate: '', status: 'Returned' }, TODAY);
    expect(request).toEqual({ ok: false, errors: { updateDate: M.enterDate } });
  });

  it('takes its limits from the schema', () => {
    expect(UNIT_UPDATE_LIMITS).toEqual({ lastUsedBy: 100, lastUsedFor: 200, description: 500, note: 500 });
  });
});

describe('what a status does', () => {
  it('says the condition it leaves, and whether the unit leaves its holder or goes out of use', () => {
    expect(statusEffect('Broken/Needs repair')).toBe('Its condition becomes Needs Repair.');
    expect(statusEffect('Stolen/Lost')).toBe('Its condition becomes Lost. Whoever holds it no longer does.');
    expect(statusEffect('End of life')).toBe('Whoever holds it no longer does. It goes out of use and takes no more updates.');
  });
});
