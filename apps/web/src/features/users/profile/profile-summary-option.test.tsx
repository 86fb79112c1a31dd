import type { UserProfile } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileApi, profileFixture } from '../../../test/profiles';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { UserProfilePage } from './profile-page';
import { SAVE_TEXTS } from './profile-save-dialog';

const routes: RouteObject[] = [{ path: '/userprofileedit/:userId', Component: UserProfilePage }];
const LABEL = 'Weekly Summary Option';

describe('the weekly summary option on the profile edit page', () => {
  it('is offered to a holder of updateSummaryRequirements and saved alone', async () => {
    const admin = sessionUserFor('Administrator');
    let profile: UserProfile = profileFixture();
    const calls = profileApi(admin, profile, {
      [`GET /api/userprofile/${profile.id}`]: () => ({ body: profile }),
      [`PUT /api/userprofile/${profile.id}`]: (call) => {
        profile = { ...profile, ...(call.body as Partial<UserProfile>) };
        return { body: profile };
      },
    });
    await startSessionAs(admin);
    renderApp(`/userprofileedit/${profile.id}`, routes);

    const select = await screen.findByRole('combobox', { name: LABEL });
    expect(select).toHaveValue('Required');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Not Required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ weeklySummaryOption: 'Not Required' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('combobox', { name: LABEL })).toHaveValue('Not Required');
  });

  it('is not shown to a person editing their own profile without the permission', async () => {
    const volunteer = sessionUserFor('Volunteer');
    profileApi(volunteer, profileFixture({ id: volunteer.userid }));
    await startSessionAs(volunteer);
    renderApp(`/userprofileedit/${volunteer.userid}`, routes);
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });
});
