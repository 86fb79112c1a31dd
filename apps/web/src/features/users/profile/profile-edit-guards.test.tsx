import { USER_MANAGEMENT_TEXT, type UserProfile } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileApi, profileFixture } from '../../../test/profiles';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { UserProfilePage } from './profile-page';
import { UNSAVED_TEXTS } from './unsaved-changes-guard';

const admin = sessionUserFor('Administrator');
const volunteer = sessionUserFor('Volunteer');
const routes: RouteObject[] = [
  { path: '/userprofile/:userId', Component: UserProfilePage },
  { path: '/userprofileedit/:userId', Component: UserProfilePage },
];

describe('the Active switch on the profile edit page', () => {
  it('deactivates after a confirmation, and the end date follows', async () => {
    let profile: UserProfile = profileFixture({ id: '88888888-8888-4888-8888-888888888888', endDate: null });
    const calls = profileApi(admin, profile, {
      [`GET /api/userprofile/${profile.id}`]: () => ({ body: profile }),
      [`PATCH /api/userprofile/${profile.id}`]: () => {
        profile = { ...profile, isActive: false, endDate: '2026-11-18' };
        return { body: profile };
      },
    });
    await startSessionAs(admin);
    renderApp(`/userprofileedit/${profile.id}`, routes);

    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(dialog).toHaveTextContent(USER_MANAGEMENT_TEXT.deactivateQuestion('Sofia Rossi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ action: 'deactivate' });
    expect(screen.getByLabelText('End Date')).toHaveValue('2026-11-18');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('is not offered on one’s own profile', async () => {
    profileApi(admin, profileFixture({ id: admin.userid, role: 'Administrator' }));
    await startSessionAs(admin);
    renderApp(`/userprofileedit/${admin.userid}`, routes);
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByRole('switch', { name: 'Active' })).toBeNull();
  });
});

describe('leaving the edit page with unsaved changes', () => {
  it('asks first; Stay keeps the edits, Leave goes', async () => {
    const mine = profileFixture({ id: volunteer.userid });
    profileApi(volunteer, mine);
    await startSessionAs(volunteer);
    const view = renderApp(`/userprofileedit/${mine.id}`, routes);

    const job = await screen.findByLabelText('Job Title');
    await userEvent.clear(job);
    await userEvent.type(job, 'Architect');
    await userEvent.click(screen.getByRole('link', { name: 'Back to profile' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_TEXTS.title });
    await userEvent.click(within(dialog).getByRole('button', { name: UNSAVED_TEXTS.stay }));
    expect(view.router.state.location.pathname).toBe(`/userprofileedit/${mine.id}`);
    expect(screen.getByLabelText('Job Title')).toHaveValue('Architect');

    await userEvent.click(screen.getByRole('link', { name: 'Back to profile' }));
    await userEvent.click(await screen.findByRole('button', { name: UNSAVED_TEXTS.leave }));
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe(`/userprofile/${mine.id}`);
    });
  });

  it('lets the person go without asking when nothing changed', async () => {
    const mine = profileFixture({ id: volunteer.userid });
    profileApi(volunteer, mine);
    await startSessionAs(volunteer);
    const view = renderApp(`/userprofileedit/${mine.id}`, routes);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to profile' }));
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe(`/userprofile/${mine.id}`);
    });
    expect(screen.queryByRole('dialog', { name: UNSAVED_TEXTS.title })).toBeNull();
  });
});
