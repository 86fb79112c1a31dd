import { TIME_ENTRY_MESSAGES as M, type SessionUser, type TimeEntry, type TimeEntryUpdateResult } from '@goodhours/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withEditorLayoutStubs } from '../../components/info-editor-jsdom';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TimeEntryDialog, type TimerDraft } from './time-entry-dialog';
import { atNow, entry, personRoutes, PROJECT_ID, TASK_ID, TODAY } from './time-test-data';

withEditorLayoutStubs();
beforeEach(() => {
  atNow();
});

type Routes = Parameters<typeof mockApi>[0];

const volunteer = sessionUserFor('Volunteer');
const NOTES = 'We laid six rows of bags on the new wall today';
const LINK = 'https://github.com/o/r/pull/1';

interface Opened {
  calls: ApiCall[];
  onSaved: ReturnType<typeof vi.fn>;
  onClose: ReturnType<typeof vi.fn>;
  dialog: HTMLElement;
}

async function openDialog(
  options: { user?: SessionUser; entry?: TimeEntry; fromTimer?: TimerDraft; routes?: Routes } = {},
): Promise<Opened> {
  const user = options.user ?? volunteer;
  const calls = mockApi({ ...personRoutes(volunteer), ...options.routes }, { user });
  await startSessionAs(user);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderApp('/', [
    {
      path: '/',
      element: (
        <TimeEntryDialog
          opened
          onClose={onClose}
          userId={volunteer.userid}
          onSaved={onSaved}
          {...(options.entry ? { entry: options.entry } : {})}
          {...(options.fromTimer ? { fromTimer: options.fromTimer } : {})}
        />
      ),
    },
  ]);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await within(dialog).findByRole('option', { name: /Fill the bags/ });
  return { calls, onSaved, onClose, dialog };
}

const notesBox = () => screen.getByRole('textbox', { name: 'Notes' });

/** Types into the notes editor (focused directly: jsdom cannot place a click in the editor). */
async function typeNotes(text: string) {
  act(() => {
    notesBox().focus();
  });
  await userEvent.keyboard(text);
}
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/TimeEntry');

async function fillGoodEntry(dialog: HTMLElement, notes = `${NOTES} ${LINK} `) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Hours' }), '2');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Minutes' }), '15');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project/Task' }), `task:${TASK_ID}`);
  await typeNotes(notes);
}

const created = (call: ApiCall): Reply => ({ status: 201, body: entry({ ...(call.body as object) }) });

describe('time entry form', () => {
  it('says under the notes that they may be up to 20,000 characters', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Up to 20,000 characters')).toBeVisible();
  });

  it('refuses an empty entry with the messages of the spec and sends nothing', async () => {
    const { calls, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(M.timeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.projectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.notesTooShort)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("dates a volunteer's new entry today, unchangeable, and refuses hours and minutes out of range with a message, as typed (issue 42, defect 12)", async () => {
    const { calls, dialog } = await openDialog();
    const date = within(dialog).getByLabelText(/^Date/);
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute('readonly');
    const hours = within(dialog).getByRole('textbox', { name: 'Hours' });
    await userEvent.type(hours, '-3');
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    await userEvent.type(minutes, '75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Nothing is changed behind the reader's back: the numbers stay as typed, and the form says why it cannot send them.
    expect(hours).toHaveValue('-3');
    expect(minutes).toHaveValue('75');
    expect(within(dialog).getByText(M.hoursRange)).toBeInTheDocument();
    expect(within(dialog).getByText(M.minutesRange)).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.type(hours, '41');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(hours).toHaveValue('41');
    expect(within(dialog).getByText(M.hoursRange)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for a review link, with the reminder, when the notes have none', async () => {
    const { calls, dialog } = await openDialog();
    await fillGoodEntry(dialog, `${NOTES} too.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(M.linkRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.linkReminder)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("stops a Dropbox link that is not a share link with 'Halt, Link Wrangler!'", async () => {
    const { dialog } = await openDialog();
    await fillGoodEntry(dialog, `${NOTES} https://dropbox.com/home `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(M.dropboxLinkInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(M.linkWranglerTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(M.linkWranglerReminder)).toBeInTheDocument();
  });

  it('refuses a pasted picture', async () => {
    await openDialog();
    const picture = new File(['x'], 'wall.png', { type: 'image/png' });
    fireEvent.paste(notesBox(), { clipboardData: { files: [picture], items: [], types: ['Files'], getData: () => '' } });
    expect(await screen.findByText(M.picturesNotAllowed)).toBeInTheDocument();
  });

  it('sends a good entry, then tells the caller and closes', async () => {
    const { calls, dialog, onSaved, onClose } = await openDialog({ routes: { 'POST /api/TimeEntry': created } });
    await fillGoodEntry(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText(M.added)).toBeInTheDocument();
    const body = posts(calls)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      personId: volunteer.userid,
      dateOfWork: TODAY,
      hours: 2,
      minutes: 15,
      projectId: PROJECT_ID,
      taskId: TASK_ID,
      isTangible: true,
    });
    expect(body.notes).toContain(LINK);
  });

  it("asks 'HOLD ON TIGER!' before a new intangible entry: back returns, confirm sends", async () => {
    const { calls, dialog } = await openDialog({ routes: { 'POST /api/TimeEntry': created } });
    await fillGoodEntry(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: M.tangible }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: M.holdOnTigerReject }));
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.holdOnTigerTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.holdOnTigerConfirm }));
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(1);
    });
    expect(posts(calls)[0]?.body).toMatchObject({ isTangible: false });
  });

  it("starts from the timer's time and sends its idempotency key", async () => {
    const { calls, dialog } = await openDialog({
      fromTimer: { minutes: 95, idempotencyKey: 'timer-stop-1234' },
      routes: { 'POST /api/TimeEntry': created },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: 'Minutes' })).toHaveValue('35');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project/Task' }), `task:${TASK_ID}`);
    await typeNotes(`${NOTES} ${LINK} `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(1);
    });
    expect(posts(calls)[0]?.body).toMatchObject({ hours: 1, minutes: 35, idempotencyKey: 'timer-stop-1234' });
  });

  it('keeps what was typed and shows the server’s field message when it refuses', async () => {
    const { dialog } = await openDialog({
      routes: {
        'POST /api/TimeEntry': refusal(422, 'INVALID_INPUT', 'Some of the information is not valid.', {
          fields: { projectId: M.projectNotFound },
        }),
      },
    });
    await fillGoodEntry(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(M.projectNotFound)).toBeInTheDocument();
    expect(notesBox()).toHaveTextContent(NOTES);
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('2');
  });
});

describe('editing a time entry', () => {
  const own = entry({ personId: volunteer.userid, notes: `<p>${NOTES} <a href="${LINK}">${LINK}</a></p>` });
  const putPath = `PUT /api/TimeEntry/${own.id}`;
  const saved =
    (blueSquareAdded: boolean) =>
    (call: ApiCall): Reply => ({
      body: {
        entry: { ...own, ...(call.body as object) },
        timeEditRecorded: true,
        editsInLastYear: 5,
        blueSquareAdded,
      } satisfies TimeEntryUpdateResult,
    });

  it("says 'Nothing is changed for this time entry' and sends nothing", async () => {
    const { calls, dialog } = await openDialog({
      entry: own,
      routes: { [`GET /api/TimeEntry/editHistory/${volunteer.userid}`]: { body: { editsInLastYear: 0, edits: [] } } },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.nothingChanged)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('warns about the edit limit when the time changes, and reports the blue square it added', async () => {
    const { calls, dialog, onSaved } = await openDialog({
      entry: own,
      routes: {
        [`GET /api/TimeEntry/editHistory/${volunteer.userid}`]: { body: { editsInLastYear: 4, edits: [] } },
        [putPath]: saved(true),
      },
    });
    expect(screen.queryByText(M.editLimitWarning(4))).not.toBeInTheDocument();
    const hours = within(dialog).getByRole('textbox', { name: 'Hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '3');
    expect(await within(dialog).findByText(M.editLimitWarning(4))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ hours: 3, minutes: 30, taskId: TASK_ID });
    expect(screen.getByText(M.editLimitBlueSquareAdded)).toBeInTheDocument();
  });

  it("locks the fields an administrator may not change on someone's entry of another day", async () => {
    const older = entry({ personId: volunteer.userid, dateOfWork: '2026-11-02', createdAt: '2026-11-02T18:00:00.000Z' });
    const manager = sessionUserFor('Manager', { frontPermissions: ['editTimeEntryDescription', 'getUserProfiles'] });
    const { dialog } = await openDialog({ user: manager, entry: older });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Project/Task' })).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox', { name: M.tangible })).not.toBeInTheDocument();
  });
});
