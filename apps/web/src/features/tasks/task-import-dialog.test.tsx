import { TASK_IMPORT_MESSAGES, TASK_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TaskImportButton } from './task-import-dialog';

const WBS = '11111111-1111-4111-8111-111111111111';
const PROJECT = '22222222-2222-4222-8222-222222222222';
const importPath = `POST /api/task/import/${WBS}`;

async function openDialog(role: 'Administrator' | 'Manager', post: Reply = { status: 201, body: { imported: 3 } }) {
  const user = sessionUserFor(role);
  const calls = mockApi({ [importPath]: post }, { user });
  await startSessionAs(user);
  const onImported = vi.fn();
  renderApp('/import', [{ path: '/import', element: <TaskImportButton wbsId={WBS} projectId={PROJECT} onImported={onImported} /> }]);
  return { calls, onImported };
}

async function chooseFile(dialog: HTMLElement, text: string, name = 'tasks.csv') {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }), { applyAccept: false });
}

const imports = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/task/import/'));

describe('TaskImportButton', () => {
  it('is not shown to someone without importTask', async () => {
    await openDialog('Manager');
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Import tasks' })).not.toBeInTheDocument();
    });
  });

  it('reads a CSV, shows how many rows it holds, imports them and says how many were imported', async () => {
    const { calls, onImported } = await openDialog('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Import tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import tasks' });
    expect(within(dialog).getByRole('link', { name: /Download the CSV template/ })).toHaveAttribute('download', 'task-import-template.csv');

    await chooseFile(dialog, 'num,Task Name,resources,notes\n1,Walls,ann@example.org,x\n1.1,Bags,,\n2,Roof,,\n');
    expect(await within(dialog).findByText(/3 rows read\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/will be ignored: notes/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 3 tasks' }));

    expect(await screen.findByText(TASK_IMPORT_MESSAGES.imported(3))).toBeInTheDocument();
    expect(imports(calls)[0]?.body).toEqual({
      list: [
        { num: '1', taskName: 'Walls', resources: 'ann@example.org' },
        { num: '1.1', taskName: 'Bags', resources: '' },
        { num: '2', taskName: 'Roof', resources: '' },
      ],
    });
    expect(onImported).toHaveBeenCalledOnce();
  });

  it('lists the problems of each row, numbered as in the spreadsheet, and sends nothing', async () => {
    const { calls } = await openDialog('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Import tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import tasks' });
    await chooseFile(dialog, 'num,taskName,priority\n1,Walls,Urgent\n1.2,,\n');

    const table = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual([
      `2priority${TASK_MESSAGES.priorityInvalid}`,
      `3taskName${TASK_MESSAGES.taskNameRequired}`,
      `3num${TASK_IMPORT_MESSAGES.numOutOfOrder('1.1')}`,
    ]);
    expect(within(dialog).getByText(TASK_IMPORT_MESSAGES.rowsInvalid(2))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 tasks' })).toBeDisabled();
    expect(imports(calls)).toHaveLength(0);
  });

  it("shows the server's row problems (an unknown person) and keeps the dialog open", async () => {
    const refused = refusal(422, 'VALIDATION', TASK_IMPORT_MESSAGES.rowsInvalid(1), {
      fields: { 'list.0.resources': TASK_IMPORT_MESSAGES.personNotFound('zed@example.org') },
    });
    await openDialog('Administrator', refused);
    await userEvent.click(await screen.findByRole('button', { name: 'Import tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import tasks' });
    await chooseFile(dialog, 'taskName,resources\nWalls,zed@example.org\n');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 task' }));

    expect(await within(dialog).findByText(TASK_IMPORT_MESSAGES.personNotFound('zed@example.org'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 task' })).toBeDisabled();
  });

  it('refuses a file without a taskName column or of another kind', async () => {
    await openDialog('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Import tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import tasks' });
    await chooseFile(dialog, 'name\nWalls\n');
    expect(await within(dialog).findByText(TASK_IMPORT_MESSAGES.noTaskNameColumn)).toBeInTheDocument();
    await chooseFile(dialog, 'taskName\nWalls\n', 'tasks.txt');
    expect(await within(dialog).findByText(TASK_IMPORT_MESSAGES.fileType)).toBeInTheDocument();
  });
});
