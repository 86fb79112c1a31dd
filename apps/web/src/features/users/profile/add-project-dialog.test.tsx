import { PROJECT_MESSAGES, type Project } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectSearchPath } from '../../../api/projects';
import { mockApi, refusal, type ApiCall, type Reply } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ProfileProjectsTable } from './profile-projects-table';

const project = (id: string, projectName: string): Project => ({
  id,
  projectName,
  category: 'Housing',
  isActive: true,
  isArchived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 1,
  hoursWorked: 0,
});
const village = project('p-village', 'Earthbag Village');
const solar = project('p-solar', 'Solar Microgrid');
const bakery = project('p-bakery', 'Bakery');
const theirs = [{ projectId: village.id, projectName: village.projectName, category: 'Housing', isActive: true }];
const admin = sessionUserFor('Administrator');

async function showTable(user = admin, routes: Record<string, Reply | ((call: ApiCall) => Reply)> = {}) {
  const calls = mockApi(
    {
      'GET /api/userprofile/projects/u1': { body: theirs },
      [`GET ${projectSearchPath('Earthbag Village')}`]: { body: [village] },
      [`GET ${projectSearchPath('solar')}`]: { body: [solar] },
      ...routes,
    },
    { user },
  );
  await startSessionAs(user);
  renderApp('/', [{ path: '/', element: <ProfileProjectsTable userId="u1" /> }]);
  await screen.findByText('Earthbag Village', {}, { timeout: 5000 });
  return calls;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Assign Project' }));
  return screen.findByRole('dialog', { name: 'Add Project' });
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('the projects table on a profile', () => {
  it('shows Assign Project and the remove controls only with assignProjectToUsers', async () => {
    await showTable(sessionUserFor('Manager'));
    expect(screen.queryByRole('button', { name: 'Assign Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Earthbag Village' })).not.toBeInTheDocument();
  });

  it('removes a project from the person after confirming', async () => {
    const calls = await showTable(admin, { [`POST /api/project/${village.id}/users`]: { body: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Earthbag Village' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove project' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectUnassigned('Earthbag Village'))).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ projectId: village.id, users: [{ userId: 'u1', operation: 'UnAssign' }] });
  });
});

describe('the Add Project dialog', () => {
  it('asks for a project first, and refuses one the person already has', async () => {
    const calls = await showTable();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.pickProjectFirst)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'Earthbag Village');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.alreadyHasProject)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("picks a project from the matches and assigns it: 'Project assigned successfully', then the table is re-read", async () => {
    const calls = await showTable(admin, { [`POST /api/project/${solar.id}/users`]: { body: [] } });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'solar');
    await userEvent.click(await screen.findByRole('option', { name: 'Solar Microgrid' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectAssigned)).toBeInTheDocument();
    expect(posts(calls)[0]).toMatchObject({
      path: `/api/project/${solar.id}/users`,
      body: { users: [{ userId: 'u1', operation: 'Assign' }] },
    });
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/api/userprofile/projects/u1')).toHaveLength(2);
    });
  });

  it('switches to create mode for a new name, creates it, re-reads the list and selects it', async () => {
    let created = false;
    const calls = await showTable(admin, {
      [`GET ${projectSearchPath('Bakery')}`]: () => ({ body: created ? [bakery] : [] }),
      'POST /api/projects': () => {
        created = true;
        return { status: 201, body: bakery };
      },
      [`POST /api/project/${bakery.id}/users`]: { body: [] },
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'Bakery');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create new project' }));
    const name = within(dialog).getByLabelText('New project name');
    expect(name).toHaveValue('Bakery');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.writeProjectNameFirst)).toBeInTheDocument();

    await userEvent.type(name, 'Bakery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreated)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ projectName: 'Bakery', projectCategory: 'Unspecified', isActive: true });
    expect(within(dialog).getByPlaceholderText('Type a project name')).toHaveValue('Bakery');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectAssigned)).toBeInTheDocument();
    expect(posts(calls)[1]?.path).toBe(`/api/project/${bakery.id}/users`);
  });

  it('says the project was created but cannot be retrieved when the re-read fails', async () => {
    let created = false;
    await showTable(admin, {
      [`GET ${projectSearchPath('Bakery')}`]: () => (created ? refusal(403, 'FORBIDDEN', 'No') : { body: [] }),
      'POST /api/projects': () => {
        created = true;
        return { status: 201, body: bakery };
      },
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'Bakery');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create new project' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreatedNotRetrieved)).toBeInTheDocument();
  });

  it("refuses a name that exists ignoring case and spaces before sending, and says 'Project creation failed' when the server refuses", async () => {
    const calls = await showTable(admin, {
      [`GET ${projectSearchPath('earthbag')}`]: { body: [village] },
      [`GET ${projectSearchPath('earth bag village')}`]: { body: [village] },
      [`GET ${projectSearchPath('Bakery')}`]: { body: [] },
      'POST /api/projects': refusal(409, 'CONFLICT', PROJECT_MESSAGES.projectExists, {
        fields: { projectName: PROJECT_MESSAGES.projectExists },
      }),
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'earthbag');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create new project' }));
    const name = within(dialog).getByLabelText('New project name');
    await userEvent.clear(name);
    await userEvent.type(name, 'earth bag village');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.projectExists)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Bakery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreateFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(PROJECT_MESSAGES.projectExists)).toBeInTheDocument();
  });

  it('offers no create mode without postProject: an unknown name does not exist', async () => {
    const assigner = sessionUserFor('Volunteer', { frontPermissions: ['assignProjectToUsers'] });
    await showTable(assigner, { [`GET ${projectSearchPath('Bakery')}`]: { body: [] } });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('Type a project name'), 'Bakery');
    expect(await within(dialog).findByText(PROJECT_MESSAGES.projectDoesNotExist)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create new project' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findAllByText(PROJECT_MESSAGES.projectDoesNotExist)).toHaveLength(2);
  });
});
