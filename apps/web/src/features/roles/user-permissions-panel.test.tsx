import { DEFAULT_ROLE_PERMISSIONS, MESSAGES, permissionInfo, type UserPermissions } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const admin = sessionUserFor('Administrator');
const vera: UserPermissions = {
  userId: '55555555-5555-4555-8555-555555555555',
  name: 'Vera Volunteer',
  email: 'vera@example.org',
  role: 'Volunteer',
  rolePermissions: [...DEFAULT_ROLE_PERMISSIONS.Volunteer],
  frontPermissions: [],
  removedDefaultPermissions: [],
};
const match = { id: vera.userId, firstName: 'Vera', lastName: 'Volunteer', email: vera.email, role: 'Volunteer', isActive: true };

function label(key: string): string {
  const info = permissionInfo(key);
  if (!info) throw new Error(key);
  return info.label;
}

async function openVera() {
  await userEvent.click(await screen.findByRole('button', { name: 'Manage User Permissions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage User Permissions' });
  await userEvent.type(within(dialog).getByLabelText('Search for a person'), 'ver');
  await userEvent.click(await within(dialog).findByRole('button', { name: /Vera Volunteer/ }));
  await within(dialog).findByRole('heading', { name: 'Vera Volunteer' });
  return dialog;
}

describe('manage user permissions', () => {
  it('removes a role permission and adds another, and saves both lists', async () => {
    const calls = mockApi(
      {
        'GET /api/roles': { body: [] },
        'GET /api/permissionChangeLogs?limit=100': { body: [] },
        'GET /api/userprofile/autocomplete/ver': { body: [match] },
        [`GET /api/userprofile/${vera.userId}/permissions`]: { body: vera },
        [`PUT /api/userprofile/${vera.userId}/permissions`]: (call) => ({ body: { ...vera, ...(call.body as object) } }),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp('/permissionsmanagement');
    const dialog = await openVera();

    await userEvent.click(within(dialog).getByLabelText(label('suggestTask')));
    await userEvent.click(within(dialog).getByLabelText(label('getReports')));
    expect(within(dialog).getByText('Removed')).toBeInTheDocument();
    expect(within(dialog).getByText('Added')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      frontPermissions: ['getReports'],
      removedDefaultPermissions: ['suggestTask'],
    });
  });

  it('shows the server message when the change is refused', async () => {
    mockApi(
      {
        'GET /api/roles': { body: [] },
        'GET /api/permissionChangeLogs?limit=100': { body: [] },
        'GET /api/userprofile/autocomplete/ver': { body: [match] },
        [`GET /api/userprofile/${vera.userId}/permissions`]: { body: vera },
        [`PUT /api/userprofile/${vera.userId}/permissions`]: refusal(403, 'FORBIDDEN', MESSAGES.noPermissionToEditProfile),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp('/permissionsmanagement');
    const dialog = await openVera();

    await userEvent.click(within(dialog).getByLabelText(label('getReports')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.noPermissionToEditProfile);
    expect(within(dialog).getByLabelText(label('getReports'))).toBeChecked();
  });
});
