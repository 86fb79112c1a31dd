import { MESSAGES, USER_MESSAGES, type SessionUser, type UserProfile } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { profileApi as api, profileFixture, publicProfileFixture } from '../../../test/profiles';
import { refusal, type ApiCall } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { UserProfilePage } from './profile-page';
import { SAVE_TEXTS } from './profile-save-dialog';

const volunteer = sessionUserFor('Volunteer');
const admin = sessionUserFor('Administrator');

function profileOf(user: SessionUser, extra: Partial<UserProfile> = {}): UserProfile {
  return profileFixture({ id: user.userid, email: user.email, role: user.role, ...extra });
}

/** The two profile routes, as the route table wires them. */
const profileRoutes: RouteObject[] = [
  { path: '/userprofile/:userId', Component: UserProfilePage },
  { path: '/userprofileedit/:userId', Component: UserProfilePage },
];
const openPage = (path: string) => renderApp(path, profileRoutes);

const puts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'PUT');

describe('user profile page', () => {
  it("shows a volunteer's own role read-only and saves only the changed fields", async () => {
    const mine = profileOf(volunteer);
    const calls = api(volunteer, mine, {
      [`PUT /api/userprofile/${mine.id}`]: (call) => ({ body: { ...mine, ...(call.body as object) } }),
    });
    await startSessionAs(volunteer);
    openPage(`/userprofileedit/${mine.id}`);

    const role = await screen.findByLabelText('Role');
    expect(role).toHaveAttribute('readonly');
    expect(role).toHaveValue('Volunteer');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    const job = screen.getByLabelText('Job Title');
    expect(job).toHaveAccessibleDescription('Up to 100 characters');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    await userEvent.clear(job);
    await userEvent.type(job, 'Architect');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({ jobTitle: 'Architect' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Job Title')).toHaveValue('Architect');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps the Edit Links dialog open with the message while a link is invalid, then saves the links', async () => {
    const mine = profileOf(volunteer);
    const calls = api(volunteer, mine, {
      [`PUT /api/userprofile/${mine.id}`]: (call) => ({ body: { ...mine, ...(call.body as object) } }),
    });
    await startSessionAs(volunteer);
    openPage(`/userprofileedit/${mine.id}`);

    const personal = await screen.findByRole('region', { name: 'Personal Links' });
    await userEvent.click(within(personal).getByRole('button', { name: 'Edit Links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Links' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await userEvent.type(within(dialog).getByLabelText('Name 2'), 'Portfolio');
    await userEvent.type(within(dialog).getByLabelText('Link 2'), 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(USER_MESSAGES.invalidLinks);

    await userEvent.clear(within(dialog).getByLabelText('Name 2'));
    await userEvent.type(within(dialog).getByLabelText('Name 2'), 'github');
    await userEvent.clear(within(dialog).getByLabelText('Link 2'));
    await userEvent.type(within(dialog).getByLabelText('Link 2'), 'https://sofia.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog', { name: 'Edit Links' })).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Name 2'));
    await userEvent.type(within(dialog).getByLabelText('Name 2'), 'Portfolio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Edit Links' })).not.toBeInTheDocument();
    });
    expect(within(personal).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', 'https://sofia.example.org');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(puts(calls)[0]?.body).toEqual({
      personalLinks: [
        { Name: 'GitHub', Link: 'https://github.com/sofia' },
        { Name: 'Portfolio', Link: 'https://sofia.example.org' },
      ],
    });
  });

  it("keeps the edits and shows the server's reason when the save is refused", async () => {
    const other = profileOf(sessionUserFor('Volunteer', { userid: '88888888-8888-4888-8888-888888888888' }));
    const reason = USER_MESSAGES.fieldsNotAllowed(['teamCode']);
    api(admin, other, { [`PUT /api/userprofile/${other.id}`]: refusal(403, 'FORBIDDEN', reason) });
    await startSessionAs(admin);
    openPage(`/userprofileedit/${other.id}`);

    const code = await screen.findByLabelText('Team Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'GRD2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: SAVE_TEXTS.errorTitle });
    expect(within(dialog).getByText(SAVE_TEXTS.error)).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Team Code')).toHaveValue('GRD2024');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('picks a time zone from the searchable list', async () => {
    const mine = profileOf(volunteer);
    const calls = api(volunteer, mine, {
      [`PUT /api/userprofile/${mine.id}`]: (call) => ({ body: { ...mine, ...(call.body as object) } }),
    });
    await startSessionAs(volunteer);
    openPage(`/userprofileedit/${mine.id}`);

    const zone = await screen.findByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveDisplayValue(/^Europe\/Rome \(UTC\+0[12]:00\)$/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Tokyo');
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('dialog', { name: SAVE_TEXTS.successTitle });
    expect(puts(calls)[0]?.body).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('checks the team code with the profile rule before saving', async () => {
    const other = profileOf(sessionUserFor('Volunteer', { userid: '88888888-8888-4888-8888-888888888888' }));
    const calls = api(admin, other);
    await startSessionAs(admin);
    openPage(`/userprofileedit/${other.id}`);

    const code = await screen.findByLabelText('Team Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'AB');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(USER_MESSAGES.invalidTeamCode)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("tells a person without permission that they may not edit someone else's profile", async () => {
    const coreTeam = sessionUserFor('Core Team');
    const other = profileOf(volunteer);
    api(coreTeam, other);
    await startSessionAs(coreTeam);
    openPage(`/userprofileedit/${other.id}`);
    expect(await screen.findByText(USER_MESSAGES.noPermissionToEdit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('says the same to a volunteer, whom the server refuses the profile itself', async () => {
    const other = profileOf(admin);
    api(volunteer, other, { [`GET /api/userprofile/${other.id}`]: refusal(403, 'FORBIDDEN', MESSAGES.noPermissionToViewProfile) });
    await startSessionAs(volunteer);
    openPage(`/userprofileedit/${other.id}`);
    expect(await screen.findByText(USER_MESSAGES.noPermissionToEdit)).toBeInTheDocument();
  });

  it('shows a teammate the public view, read-only, without e-mail, phone or the sections only readers get', async () => {
    const full = profileOf(admin, { firstName: 'Amara', lastName: 'Okafor', jobTitle: 'Civil Engineer' });
    const open = publicProfileFixture({ id: full.id, teams: [{ id: crypto.randomUUID(), teamName: 'Earthbag Builders' }] });
    const calls = api(volunteer, full, { [`GET /api/userprofile/${full.id}`]: { body: open } });
    await startSessionAs(volunteer);
    openPage(`/userprofile/${full.id}`);
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Profile details' });
    expect(within(details).getByText('Civil Engineer')).toBeInTheDocument();
    expect(within(details).queryByText('Email')).not.toBeInTheDocument();
    expect(within(details).queryByText('Phone Number')).not.toBeInTheDocument();
    expect(screen.getByText('Earthbag Builders')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText(USER_MESSAGES.noPermissionToEdit)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/projects/') || c.path.includes('/tasks/'))).toEqual([]);
  });

  it('tells a volunteer she may not view the profile of someone outside her teams, without asking for it', async () => {
    const other = profileOf(admin);
    const calls = api(volunteer, other, { 'GET /api/userprofile/teammates': { body: [] } });
    await startSessionAs(volunteer);
    openPage(`/userprofile/${other.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noPermissionToViewProfile);
    expect(calls.filter((c) => c.path.includes(other.id))).toEqual([]);
  });

  it('asks for a teammate’s profile once the teammates say she is one', async () => {
    const full = profileOf(admin, { firstName: 'Amara', lastName: 'Okafor' });
    const calls = api(volunteer, full, {
      'GET /api/userprofile/teammates': { body: [full.id] },
      [`GET /api/userprofile/${full.id}`]: { body: publicProfileFixture({ id: full.id }) },
    });
    await startSessionAs(volunteer);
    openPage(`/userprofile/${full.id}`);
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/userprofile/${full.id}`)).toHaveLength(1);
  });

  it('says “view”, not “edit”, when the server refuses a mere view', async () => {
    const other = profileOf(admin);
    api(volunteer, other, { [`GET /api/userprofile/${other.id}`]: refusal(403, 'FORBIDDEN', MESSAGES.noPermissionToViewProfile) });
    await startSessionAs(volunteer);
    openPage(`/userprofile/${other.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noPermissionToViewProfile);
    expect(screen.queryByText(USER_MESSAGES.noPermissionToEdit)).not.toBeInTheDocument();
  });

  it('shows the profile, its projects and teams, and opens the members of a team', async () => {
    const other = profileOf(volunteer, {
      adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/sofia' }],
    });
    api(admin, other, {
      'GET /api/team/55555555-5555-4555-8555-555555555555/users': refusal(500, 'INTERNAL', 'boom'),
    });
    await startSessionAs(admin);
    openPage(`/userprofile/${other.id}`);

    expect(await screen.findByRole('heading', { name: 'Sofia Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/userprofileedit/${other.id}`);
    expect(screen.getByText('Europe/Rome', { exact: false })).toHaveTextContent(/Europe\/Rome \(UTC\+0[12]:00\)/);
    expect(await screen.findByRole('cell', { name: 'Earthbag Village' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Media Folder' })).toHaveAttribute('data-media-folder');

    await userEvent.click(screen.getByRole('button', { name: 'Earthbag Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Earthbag Builders' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('asks before the Media Folder admin link may change', async () => {
    const other = profileOf(volunteer, {
      adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/sofia' }],
      mediaUrl: 'https://www.dropbox.com/scl/fo/sofia',
    });
    api(admin, other);
    await startSessionAs(admin);
    openPage(`/userprofileedit/${other.id}`);

    const adminLinks = await screen.findByRole('region', { name: 'Admin Links' });
    await userEvent.click(within(adminLinks).getByRole('button', { name: 'Edit Links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Links' });
    expect(within(dialog).getByLabelText('Link 1')).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, edit it' }));
    expect(within(dialog).getByLabelText('Link 1')).not.toHaveAttribute('readonly');
  });

  it('scrolls to the blue squares when the address ends in #bluesquare', async () => {
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const mine = profileOf(volunteer);
    api(volunteer, mine);
    await startSessionAs(volunteer);
    openPage(`/userprofile/${mine.id}#bluesquare`);

    await waitFor(() => {
      expect(scroll.mock.contexts.map((el) => (el as HTMLElement).id)).toContain('bluesquare');
    });
    scroll.mockRestore();
  });
});
