import { PROJECT_MESSAGES, type Project } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_PATH } from '../../api/projects';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const village: Project = {
  id: '11111111-1111-4111-8111-111111111111',
  projectName: 'Earthbag Village',
  category: 'Housing',
  isActive: true,
  isArchived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 4,
  hoursWorked: 12.5,
};
const solar: Project = {
  ...village,
  id: '22222222-2222-4222-8222-222222222222',
  projectName: 'Solar Microgrid',
  category: 'Energy',
  isActive: false,
  memberCount: 0,
  hoursWorked: 0,
};
const barn: Project = {
  ...village,
  id: '33333333-3333-4333-8333-333333333333',
  projectName: 'Old Barn',
  category: 'Other',
  isArchived: true,
};
const admin = sessionUserFor('Administrator');
const villageUrl = `/api/project/${village.id}`;

async function showProjects(user = admin, routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const calls = mockApi({ [`GET ${PROJECT_LIST_PATH}`]: { body: [village, solar, barn] }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/projects');
  await screen.findByText('Earthbag Village', {}, { timeout: 5000 });
  return calls;
}

const sent = (calls: readonly ApiCall[], method: string) => calls.filter((c) => c.method === method);
const rows = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1);

describe('projects page', () => {
  it('lists projects with category, active flag, members, hours and links to members, WBS and inventory', async () => {
    await showProjects();
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    const row = within(rows()[0]!);
    expect(row.getByText('Housing')).toBeInTheDocument();
    expect(row.getByText('12.50')).toBeInTheDocument();
    expect(row.getByRole('switch', { name: 'Earthbag Village is active' })).toBeChecked();
    expect(row.getByRole('link', { name: 'Members of Earthbag Village: 4' })).toHaveAttribute('href', `/project/members/${village.id}`);
    expect(row.getByRole('link', { name: 'WBS of Earthbag Village' })).toHaveAttribute('href', `/project/wbs/${village.id}`);
    expect(row.getByRole('link', { name: 'Inventory of Earthbag Village' })).toHaveAttribute('href', `/inventory/${village.id}`);
    expect(screen.getByRole('switch', { name: 'Solar Microgrid is active' })).not.toBeChecked();
    expect(screen.queryByText('Old Barn')).not.toBeInTheDocument();
  });

  it('filters by status and searches names ignoring case and spaces', async () => {
    await showProjects();
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Solar Microgrid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(screen.getByText('Old Barn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Old Barn' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.type(screen.getByLabelText('Search projects'), 'EARTH BAG');
    expect(rows()).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Search projects'), 'xyz');
    expect(screen.getByText(PROJECT_MESSAGES.noProjects)).toBeInTheDocument();
  });

  it("says 'No projects found' when there are none, and shows the error view when the list fails", async () => {
    mockApi({ [`GET ${PROJECT_LIST_PATH}`]: { body: [] } }, { user: admin });
    await startSessionAs(admin);
    const first = renderApp('/projects');
    expect(await screen.findByText(PROJECT_MESSAGES.noProjects)).toBeInTheDocument();
    first.unmount();
    mockApi({ [`GET ${PROJECT_LIST_PATH}`]: refusal(403, 'FORBIDDEN', 'You do not have permission to do this.') }, { user: admin });
    renderApp('/projects');
    expect(await screen.findByRole('alert')).toHaveTextContent('403 (You do not have permission to do this.)');
  });

  it('shows a manager the list, WBS links and members but no create, edit, archive or delete controls', async () => {
    await showProjects(sessionUserFor('Manager'));
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Earthbag Village is active' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Earthbag Village' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Earthbag Village' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WBS of Earthbag Village' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members of Earthbag Village: 4' })).toBeInTheDocument();
  });

  it('hides the WBS column from someone without postTask', async () => {
    await showProjects(sessionUserFor('Volunteer', { frontPermissions: ['postProject'] }));
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WBS of Earthbag Village' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Members of/ })).not.toBeInTheDocument();
  });

  it("creates a project with 'Unspecified' by default: 'Project created successfully'", async () => {
    const calls = await showProjects(admin, {
      'POST /api/projects': { status: 201, body: { ...village, id: 'n', projectName: 'Bakery' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.writeProjectNameFirst)).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Bakery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreated)).toBeInTheDocument();
    expect(sent(calls, 'POST')[0]?.body).toEqual({ projectName: 'Bakery', projectCategory: 'Unspecified', isActive: true });
  });

  it("keeps the typed name and says 'This project already exists.' when the server refuses a duplicate", async () => {
    await showProjects(admin, {
      'POST /api/projects': refusal(409, 'CONFLICT', PROJECT_MESSAGES.projectExists, {
        fields: { projectName: PROJECT_MESSAGES.projectExists },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'earthbag village');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.projectExists)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Project name/)).toHaveValue('earthbag village');
  });

  it("renames a project with 'Project updated successfully', sending only what changed", async () => {
    const calls = await showProjects(admin, { [`PUT ${villageUrl}`]: { body: { ...village, projectName: 'Earthbag Town' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Earthbag Village' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByLabelText(/Project name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Earthbag Town');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ projectName: 'Earthbag Town' });
  });

  it('keeps a category that is no longer in the list on offer, sending only the changed name', async () => {
    const software = { ...village, category: 'Software' };
    const calls = mockApi(
      { [`GET ${PROJECT_LIST_PATH}`]: { body: [software] }, [`PUT ${villageUrl}`]: { body: { ...software, projectName: 'Platform' } } },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp('/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Earthbag Village' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const category = within(dialog)
      .getAllByLabelText('Category')
      .find((el) => el.tagName === 'INPUT');
    expect(category).toHaveValue('Software');
    await userEvent.clear(within(dialog).getByLabelText(/Project name/));
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Platform');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ projectName: 'Platform' });
  });

  it('turns a project inactive from the list', async () => {
    const calls = await showProjects(admin, { [`PUT ${villageUrl}`]: { body: { ...village, isActive: false } } });
    await userEvent.click(screen.getByRole('switch', { name: 'Earthbag Village is active' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ isActive: false });
  });

  it('archives a project from the delete dialog, or deletes it for good', async () => {
    const calls = await showProjects(admin, {
      [`DELETE ${villageUrl}?option=archive`]: { status: 204 },
      [`DELETE ${villageUrl}?option=delete`]: { status: 204 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Earthbag Village' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(dialog).toHaveTextContent(PROJECT_MESSAGES.deleteQuestion('Earthbag Village'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectArchived('Earthbag Village'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Earthbag Village' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectDeleted)).toBeInTheDocument();
    await waitFor(() => {
      expect(sent(calls, 'DELETE').map((c) => c.path)).toEqual([`${villageUrl}?option=archive`, `${villageUrl}?option=delete`]);
    });
  });

  it("says 'Failed to delete project' when the delete is refused", async () => {
    await showProjects(admin, { [`DELETE ${villageUrl}?option=delete`]: refusal(404, 'NOT_FOUND', PROJECT_MESSAGES.projectDoesNotExist) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Earthbag Village' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete project' })).getByRole('button', { name: 'Delete for good' }),
    );
    expect(await screen.findByText(PROJECT_MESSAGES.projectDeleteFailed)).toBeInTheDocument();
  });
});
