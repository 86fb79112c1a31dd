import { DEFAULT_ROLE_PERMISSIONS, MESSAGES, permissionInfo, type Role, type RolePreset, type SessionUser } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const volunteerRole: Role = {
  id: '22222222-2222-4222-8222-222222222222',
  roleName: 'Volunteer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS.Volunteer],
  builtIn: true,
  userCount: 3,
};
const customRole: Role = {
  id: '33333333-3333-4333-8333-333333333333',
  roleName: 'Site Lead',
  permissions: ['getReports'],
  builtIn: false,
  userCount: 1,
};
const owner = sessionUserFor('Owner');

function api(user: SessionUser, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi(
    {
      'GET /api/roles': { body: [volunteerRole, customRole] },
      'GET /api/rolePreset/Volunteer': { body: [] },
      'GET /api/rolePreset/Site%20Lead': { body: [] },
      'GET /api/permissionChangeLogs?limit=100': { body: [] },
      ...extra,
    },
    { user },
  );
}

function labelOf(key: string): string {
  const info = permissionInfo(key);
  if (!info) throw new Error(`no permission ${key}`);
  return info.label;
}

const box = (key: string) => screen.getByLabelText(labelOf(key));

function patches(calls: readonly ApiCall[]) {
  return calls.filter((c) => c.method === 'PATCH');
}

describe('role page', () => {
  it('sends exactly the toggled permission list when saving', async () => {
    const calls = api(owner, {
      [`PATCH /api/roles/${volunteerRole.id}`]: (call) => ({ body: { ...volunteerRole, ...(call.body as object) } }),
    });
    await startSessionAs(owner);
    renderApp('/permissionsmanagement/Volunteer');

    const see = await screen.findByLabelText(labelOf('getReports'));
    expect(see).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(see);
    await userEvent.click(box('suggestTask'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(patches(calls)).toHaveLength(1);
    });
    const sent = (patches(calls)[0]?.body as { permissions: string[] }).permissions;
    const expected = [...volunteerRole.permissions.filter((k) => k !== 'suggestTask'), 'getReports'];
    expect([...sent].sort()).toEqual([...expected].sort());
    expect(patches(calls)[0]?.path).toBe(`/api/roles/${volunteerRole.id}`);
  });

  it("says 'Failed to update role.' when the save is refused", async () => {
    api(owner, { [`PATCH /api/roles/${volunteerRole.id}`]: refusal(422, 'VALIDATION', MESSAGES.unknownPermission) });
    await startSessionAs(owner);
    renderApp('/permissionsmanagement/Volunteer');

    await userEvent.click(await screen.findByLabelText(labelOf('getReports')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.roleUpdateFailed)).toBeInTheDocument();
    expect(box('getReports')).toBeChecked();
  });

  it('fills the default permissions of a built-in role with Reset to default', async () => {
    const changed = { ...volunteerRole, permissions: ['getReports'] };
    const calls = mockApi(
      {
        'GET /api/roles': { body: [changed] },
        'GET /api/rolePreset/Volunteer': { body: [] },
        [`PATCH /api/roles/${volunteerRole.id}`]: { body: volunteerRole },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/permissionsmanagement/Volunteer');

    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default' }));
    expect(box('getReports')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(patches(calls)).toHaveLength(1);
    });
    const sent = (patches(calls)[0]?.body as { permissions: string[] }).permissions;
    expect([...sent].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Volunteer].sort());
  });

  it('applies a saved preset to the checkboxes, and saves the current selection as a new preset', async () => {
    const preset: RolePreset = {
      id: '44444444-4444-4444-8444-444444444444',
      roleName: 'Volunteer',
      presetName: 'Reporter',
      permissions: ['getReports', 'getWeeklySummaries'],
    };
    const calls = api(owner, {
      'GET /api/rolePreset/Volunteer': { body: [preset] },
      'POST /api/rolePreset': (call) => ({ status: 201, body: { ...preset, ...(call.body as object), id: 'x' } }),
    });
    await startSessionAs(owner);
    renderApp('/permissionsmanagement/Volunteer');

    const presets = await screen.findByRole('group', { name: 'Presets' });
    await userEvent.click(await within(presets).findByRole('button', { name: 'Apply' }));
    expect(box('getReports')).toBeChecked();
    expect(box('getWeeklySummaries')).toBeChecked();
    expect(box('suggestTask')).not.toBeChecked();

    await userEvent.type(within(presets).getByLabelText('Preset name'), 'Reporters 2');
    await userEvent.click(within(presets).getByRole('button', { name: 'Add preset' }));

    await waitFor(() => {
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/rolePreset')).toBe(true);
    });
    const body = calls.find((c) => c.path === '/api/rolePreset' && c.method === 'POST')?.body as RolePreset;
    expect(body.roleName).toBe('Volunteer');
    expect(body.presetName).toBe('Reporters 2');
    expect([...body.permissions].sort()).toEqual(['getReports', 'getWeeklySummaries']);
  });

  it('is read-only for someone without putRole', async () => {
    const reader = sessionUserFor('Volunteer', { frontPermissions: ['putUserProfilePermissions'] });
    api(reader);
    await startSessionAs(reader);
    renderApp('/permissionsmanagement/Volunteer');

    expect(await screen.findByLabelText(labelOf('getReports'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the refusal when a custom role still held by people is deleted', async () => {
    api(owner, { [`DELETE /api/roles/${customRole.id}`]: refusal(409, 'CONFLICT', MESSAGES.roleInUse) });
    await startSessionAs(owner);
    renderApp('/permissionsmanagement/Site%20Lead');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MESSAGES.roleInUse)).toBeInTheDocument();
  });
});
