import { describe, expect, it } from 'vitest';
import { entry, PROJECT_ID, PROJECTS, TASK_ID, TASKS, WBS_ID } from './time-test-data';
import { csvCell } from '@goodhours/domain';
import { toCsv } from './csv';
import { rangeProblem } from './date-range-panel';
import { effortOf, hoursText } from './effort-bar';
import { entriesCsv } from './entries-csv';
import { filterEntries } from './entries-panel';
import { entryAge } from './entry-age';
import { notesToText } from './notes-text';
import { buildProjectTaskOptions, groupedOptions } from './project-task-options';
import { tabFromHash } from './time-log-tabs';

describe('time log tabs', () => {
  it('opens the tab named by the hash, or by its number, and the current week otherwise', () => {
    expect(tabFromHash('#badgesearned')).toBe('badgesearned');
    expect(tabFromHash('#2')).toBe('lastWeek');
    expect(tabFromHash('#0')).toBe('tasks');
    expect(tabFromHash('')).toBe('currentWeek');
    expect(tabFromHash('#nonsense')).toBe('currentWeek');
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-3)).toBe('-3');
    expect(
      toCsv([
        ['a', 1],
        ['b', true],
      ]),
    ).toBe('a,1\r\nb,true\r\n');
  });

  it('writes one row per entry with the notes as plain text and the link kept', () => {
    const csv = entriesCsv([
      entry({
        dateOfWork: '2026-11-16',
        hours: 1,
        minutes: 5,
        isTangible: false,
        notes: '<p>Built the "gate", then <a href="https://example.org/pr/1">the PR</a></p><p>Second line</p>',
      }),
    ]);
    expect(csv).toBe(
      'Date,Project,WBS,Task,Hours,Minutes,Tangible,Notes\r\n' +
        '2026-11-16,Earthbag Village,Walls,1.2 Fill the bags,1,5,No,"Built the ""gate"", then the PR (https://example.org/pr/1)\nSecond line"\r\n',
    );
  });

  it('reads notes as text without doubling a link shown as its own address', () => {
    expect(notesToText('<p>See <a href="https://x.org/a">https://x.org/a</a> now</p>')).toBe('See https://x.org/a now');
  });
});

describe('entry age', () => {
  it('tells today, earlier this week and older apart by the Pacific week', () => {
    expect(entryAge('2026-11-18', '2026-11-18')).toBe('today');
    expect(entryAge('2026-11-15', '2026-11-18')).toBe('thisWeek');
    expect(entryAge('2026-11-14', '2026-11-18')).toBe('older');
  });
});

describe('effort', () => {
  it('adds tangible and intangible time apart and shows hours with two decimals at most', () => {
    const effort = effortOf([
      entry({ hours: 2, minutes: 30 }),
      entry({ hours: 0, minutes: 20, isTangible: false }),
      entry({ hours: 1, minutes: 0 }),
    ]);
    expect(effort).toEqual({ tangibleMinutes: 210, intangibleMinutes: 20 });
    expect(hoursText(effort.tangibleMinutes)).toBe('3.5');
    expect(hoursText(20)).toBe('0.33');
  });
});

describe('date range', () => {
  it("refuses a From after To with the spec's alert", () => {
    expect(rangeProblem('2026-11-10', '2026-11-01')).toBe('Invalid Date Range: the From Date must be before the To Date');
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeProblem('', '2026-11-01')).toBe('Date is required');
  });
});

describe('project/task options', () => {
  it('lists each project, its WBS disabled and the tasks under it', () => {
    const { options, choices } = buildProjectTaskOptions({ projects: PROJECTS, tasks: TASKS });
    expect(options.map((o) => [o.label.trim(), o.disabled ?? false])).toEqual([
      ['Earthbag Village', false],
      ['Walls', true],
      ['1.2 Fill the bags', false],
      ['Food Forest', false],
    ]);
    expect(choices.get(`task:${TASK_ID}`)).toEqual({ projectId: PROJECT_ID, taskId: TASK_ID });
    expect(options.find((o) => o.value === `wbs:${WBS_ID}`)?.disabled).toBe(true);
  });

  it('draws each WBS as a group of its tasks, with labels free of indenting spaces (issue 42, defect 20)', () => {
    const { options } = buildProjectTaskOptions({ projects: PROJECTS, tasks: TASKS });
    expect(options.every((o) => o.label === o.label.trim())).toBe(true);
    expect(groupedOptions(options)).toEqual([
      expect.objectContaining({ label: 'Earthbag Village' }),
      { group: 'Walls', items: [expect.objectContaining({ value: `task:${TASK_ID}`, label: '1.2 Fill the bags' })] },
      expect.objectContaining({ label: 'Food Forest' }),
    ]);
  });

  it('leaves completed tasks and inactive projects out of a new entry, but keeps those of an edited one', () => {
    const done = [{ ...TASKS[0]!, completedTask: true }];
    const closed = PROJECTS.map((p) => ({ ...p, isActive: p.projectId !== PROJECT_ID }));
    expect(buildProjectTaskOptions({ projects: closed, tasks: done, openOnly: true }).options.map((o) => o.label.trim())).toEqual([
      'Food Forest',
    ]);
    const kept = buildProjectTaskOptions({
      projects: closed,
      tasks: done,
      openOnly: true,
      keep: { projectId: PROJECT_ID, taskId: TASK_ID },
    });
    expect(kept.options.map((o) => o.label.trim())).toEqual(['Earthbag Village', 'Walls', '1.2 Fill the bags', 'Food Forest']);
  });

  it('filters entries by the chosen project or task', () => {
    const a = entry();
    const b = entry({ taskId: null, taskName: null });
    const c = entry({ projectId: 'other', taskId: null });
    expect(filterEntries([a, b, c], { projectId: PROJECT_ID })).toEqual([a, b]);
    expect(filterEntries([a, b, c], { projectId: PROJECT_ID, taskId: TASK_ID })).toEqual([a]);
    expect(filterEntries([a, b, c], undefined)).toHaveLength(3);
  });
});
