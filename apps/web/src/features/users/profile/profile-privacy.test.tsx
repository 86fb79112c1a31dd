import type { PublicProfile, UserProfile } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../test/mock-api';
import { profileApi, profileFixture, publicProfileFixture } from '../../../test/profiles';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { UserProfilePage } from './profile-page';
import { SAVE_TEXTS } from './profile-save-dialog';

// Decision 023: a person's privacySettings say whether teammates see their e-mail and phone.
const volunteer = sessionUserFor('Volunteer');
const admin = sessionUserFor('Administrator');
const routes: RouteObject[] = [
  { path: '/userprofile/:userId', Component: UserProfilePage },
  { path: '/userprofileedit/:userId', Component: UserProfilePage },
];
const OTHER_ID = '88888888-8888-4888-8888-888888888888';
const puts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'PUT');

/** Amara's public view; `extra` adds what her settings show. */
const publicView = (extra: Partial<PublicProfile> = {}) => publicProfileFixture({ id: OTHER_ID, ...extra });

async function openPublicView(view: PublicProfile) {
  profileApi(volunteer, profileFixture({ id: OTHER_ID }), { [`GET /api/userprofile/${OTHER_ID}`]: { body: view } });
  await startSessionAs(volunteer);
  renderApp(`/userprofile/${OTHER_ID}`, routes);
  await screen.findByRole('heading', { name: 'Amara Okafor' });
  return screen.getByRole('region', { name: 'Profile details' });
}

describe('the public view of a profile', () => {
  it('shows the e-mail as a mailto link and the phone number when the person shows them', async () => {
    const details = await openPublicView(publicView({ email: 'amara.okafor@demo.goodhours.org', phoneNumber: '+1 555 0100' }));
    expect(within(details).getByRole('link', { name: 'amara.okafor@demo.goodhours.org' })).toHaveAttribute(
      'href',
      'mailto:amara.okafor@demo.goodhours.org',
    );
    expect(within(details).getByText('+1 555 0100')).toBeInTheDocument();
    expect(screen.getByText('Public profile.')).toBeInTheDocument();
  });

  it('shows no e-mail the person hides, and says it is private', async () => {
    const details = await openPublicView(publicView({ phoneNumber: '+1 555 0100' }));
    expect(within(details).queryByText('Email')).not.toBeInTheDocument();
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
    expect(within(details).getByText('+1 555 0100')).toBeInTheDocument();
    expect(screen.getByText('Public profile: the e-mail address is private.')).toBeInTheDocument();
  });
});

describe('the privacy switches of the profile edit form', () => {
  it('saves a person hiding their own e-mail with the rest of the form', async () => {
    const mine: UserProfile = profileFixture({ id: volunteer.userid, email: volunteer.email });
    const calls = profileApi(volunteer, mine, {
      [`PUT /api/userprofile/${mine.id}`]: (call) => ({ body: { ...mine, ...(call.body as object) } }),
    });
    await startSessionAs(volunteer);
    renderApp(`/userprofileedit/${mine.id}`, routes);

    const email = await screen.findByRole('switch', { name: 'Show my e-mail to my teammates' });
    expect(email).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my phone number to my teammates' })).toBeChecked();
    await userEvent.click(email);
    const job = screen.getByLabelText('Job Title');
    await userEvent.clear(job);
    await userEvent.type(job, 'Architect');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(puts(calls).map((c) => c.body)).toEqual([{ jobTitle: 'Architect', privacySettings: { email: false, phoneNumber: true } }]);
    expect(screen.getByRole('switch', { name: 'Show my e-mail to my teammates' })).not.toBeChecked();
  });

  it('lets an Administrator change someone else’s, worded for them', async () => {
    const other = profileFixture({ id: OTHER_ID, privacySettings: { email: true, phoneNumber: false } });
    const calls = profileApi(admin, other, {
      [`PUT /api/userprofile/${OTHER_ID}`]: (call) => ({ body: { ...other, ...(call.body as object) } }),
    });
    await startSessionAs(admin);
    renderApp(`/userprofileedit/${OTHER_ID}`, routes);

    const phone = await screen.findByRole('switch', { name: 'Show their phone number to their teammates' });
    expect(phone).not.toBeChecked();
    await userEvent.click(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(puts(calls)[0]?.body).toEqual({ privacySettings: { email: true, phoneNumber: true } });
  });

  it('is not offered to an editor who may change other fields but not the person’s privacy', async () => {
    const editor = sessionUserFor('Core Team', { frontPermissions: ['putUserProfile'] });
    profileApi(editor, profileFixture({ id: OTHER_ID }));
    await startSessionAs(editor);
    renderApp(`/userprofileedit/${OTHER_ID}`, routes);

    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.getByLabelText('Job Title')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('switch', { name: /teammates/ })).not.toBeInTheDocument();
  });
});
