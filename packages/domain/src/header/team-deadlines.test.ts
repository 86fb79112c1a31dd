import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineLabel, deadlineReminderText, type TeamDeadline } from './team-deadlines.js';

// Wednesday 2026-11-18, 10:00 Pacific.
const now = new Date('2026-11-18T18:00:00Z');
const due = (dueDatetime: string): TeamDeadline => ({
  taskId: dueDatetime,
  num: '1',
  taskName: 'Task',
  projectId: null,
  projectName: null,
  dueDatetime,
  assignees: [],
  mine: false,
});

describe('team deadlines', () => {
  it('counts calendar days in Pacific time, not 24-hour spans', () => {
    expect(daysUntil('2026-11-19T07:59:00Z', now)).toBe(0); // 23:59 Pacific today
    expect(daysUntil('2026-11-19T08:00:00Z', now)).toBe(1); // midnight Pacific
    expect(daysUntil('2026-11-17T20:00:00Z', now)).toBe(-1);
  });

  it('labels today, tomorrow, days ahead and days overdue', () => {
    expect(deadlineLabel('2026-11-18T23:00:00Z', now)).toBe('Due today');
    expect(deadlineLabel('2026-11-19T20:00:00Z', now)).toBe('Due tomorrow');
    expect(deadlineLabel('2026-11-21T20:00:00Z', now)).toBe('Due in 3 days');
    expect(deadlineLabel('2026-11-17T20:00:00Z', now)).toBe('Overdue by 1 day');
    expect(deadlineLabel('2026-11-14T20:00:00Z', now)).toBe('Overdue by 4 days');
  });

  it('says how many are near and how many have passed', () => {
    expect(deadlineReminderText([due('2026-11-20T20:00:00Z')], now)).toBe('1 team task is due in the next 7 days.');
    expect(deadlineReminderText([due('2026-11-20T20:00:00Z'), due('2026-11-21T20:00:00Z'), due('2026-11-10T20:00:00Z')], now)).toBe(
      '2 team tasks are due in the next 7 days and 1 is overdue.',
    );
    expect(deadlineReminderText([due('2026-11-10T20:00:00Z')], now)).toBe('1 team task is overdue.');
  });
});
