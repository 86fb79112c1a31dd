import { PROJECT_MESSAGES, type Project, type ProjectCandidate, type ProjectMember } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const project: Project = {
  id: '11111111-1111-4111-8111-111111111111',
  projectName: 'Earthbag Village',
  category: 'Housing',
  isActive: true,
  isArchived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 2,
  hoursWorked: 3,
};
const vera: ProjectMember = {
  id: 'u-vera',
  firstName: 'Vera',
  lastName: 'Okafor',
  role: 'Volunteer',
  isActive: true,
  addedAt: '2026-03-02T18:00:00.000Z',
};
const ana: ProjectMember = {
  id: 'u-ana',
  firstName: 'Ana',
  lastName: 'Lima',
  role: 'Manager',
  isActive: false,
  addedAt: '2026-03-02T18:00:00.000Z',
};
const sam: ProjectCandidate = {
  id: 'u-sam',
  firstName: 'Sam',
  lastName: 'Smith',
  email: 'sam@example.org',
  role: 'Volunteer',
  isActive: true,
};
const admin = sessionUserFor('Administrator');
const base = `/api/project/${project.id}`;

async function showMembers(user = admin, routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const calls = mockApi({ [`GET ${base}`]: { body: project }, [`GET ${base}/users`]: { body: [ana, vera] }, ...routes }, { user });
  await startSessionAs(user);
  renderApp(`/project/members/${project.id}`);
  await screen.findByRole('heading', { name: 'Members of Earthbag Village' }, { timeout: 5000 });
  return calls;
}

describe('project members page', () => {
  it('lists the members with role, status and date added, and searches them', async () => {
    await showMembers();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByRole('link', { name: 'Vera Okafor' })).toHaveAttribute('href', '/userprofile/u-vera');
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getAllByText('2026-03-02')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search members'), 'manager');
    expect(within(table).queryByText('Vera Okafor')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 shown')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search members'), 'zzz');
    expect(screen.getByText(PROJECT_MESSAGES.noMembersMatch)).toBeInTheDocument();
  });

  it('finds people who are not members and adds one', async () => {
    const calls = await showMembers(admin, {
      [`GET ${base}/candidates?search=sam`]: { body: [sam] },
      [`POST ${base}/users`]: { body: [ana, { ...sam, addedAt: '2026-03-03T18:00:00.000Z' }, vera] },
    });
    await userEvent.type(screen.getByLabelText('Add a member'), 'sam');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sam Smith' }));
    expect(await screen.findByText(PROJECT_MESSAGES.memberAdded('Sam Smith'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      projectId: project.id,
      users: [{ userId: 'u-sam', operation: 'Assign' }],
    });
    expect(await screen.findByRole('link', { name: 'Sam Smith' })).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const calls = await showMembers(admin, { [`POST ${base}/users`]: { body: [ana] } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vera Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent(PROJECT_MESSAGES.removeMemberQuestion('Vera Okafor', 'Earthbag Village'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PROJECT_MESSAGES.memberRemoved('Vera Okafor'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ users: [{ userId: 'u-vera', operation: 'UnAssign' }] });
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Vera Okafor' })).not.toBeInTheDocument();
    });
  });

  it('shows a mentor (getProjectMembers) the list without add or remove controls', async () => {
    await showMembers(sessionUserFor('Mentor'));
    expect(screen.getByRole('link', { name: 'Vera Okafor' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a member')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Vera Okafor' })).not.toBeInTheDocument();
  });

  it('says an archived project takes no new members, and shows the error view for a missing project', async () => {
    mockApi({ [`GET ${base}`]: { body: { ...project, isArchived: true } }, [`GET ${base}/users`]: { body: [] } }, { user: admin });
    await startSessionAs(admin);
    const first = renderApp(`/project/members/${project.id}`);
    expect(await screen.findByText(PROJECT_MESSAGES.archivedNoNewMembers, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(PROJECT_MESSAGES.noMembers)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a member')).not.toBeInTheDocument();
    first.unmount();

    mockApi({ [`GET ${base}`]: refusal(404, 'NOT_FOUND', PROJECT_MESSAGES.projectDoesNotExist) }, { user: admin });
    renderApp(`/project/members/${project.id}`);
    expect(await screen.findByText(`404 (${PROJECT_MESSAGES.projectDoesNotExist})`)).toBeInTheDocument();
  });
});
