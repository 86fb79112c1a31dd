import type { UserWarnings } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { WarningTrackerRow } from './warning-tracker-row';

const TRACKER = '5b7c6e2a-3f4d-4c1e-9a8b-7d6e5f4a3b2c';
const OTHER = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const maria = sessionUserFor('Manager', { frontPermissions: ['viewTrackingOverview', 'issueTrackingWarnings', 'issueBlueSquare'] });

const warnings = (userId: string): UserWarnings[] => [
  { userId, groups: [{ trackerId: TRACKER, title: 'Better Descriptions', warnings: [] }] },
];

async function showRow(userId: string, userName: string) {
  mockApi({ [`GET /api/warnings?userIds=${userId}`]: { body: warnings(userId) } }, { user: maria });
  await startSessionAs(maria);
  renderApp('/', [{ path: '/', element: <WarningTrackerRow userId={userId} userName={userName} /> }]);
  return screen.findByRole('group', { name: `Warnings for ${userName}` });
}

describe('a warning tracker row', () => {
  it('offers a manager to warn someone else', async () => {
    await showRow(OTHER, 'Quentin Laurent');
    expect(screen.getByRole('button', { name: 'Better Descriptions: issue warning' })).toBeEnabled();
  });

  it('offers no warning on the manager’s own row', async () => {
    await showRow(maria.userid, 'Maria Delgado');
    expect(screen.queryByRole('button', { name: 'Better Descriptions: issue warning' })).not.toBeInTheDocument();
    for (const dot of screen.getAllByRole('button', { name: 'Better Descriptions: no warning' })) expect(dot).toBeDisabled();
  });
});
