import { EXTERNAL_TEAM_MESSAGES as M, type ExternalTeamMember } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { nextPhoneValue } from './team-member-form';

const manager = sessionUserFor('Manager', { portals: ['building'] });
const LIST = 'GET /api/bm/external-team';
const CREATE = 'POST /api/bm/external-team';
const choices = { roles: ['carpenter', 'volunteer', 'role', 'other'], teams: ['xyz_carpentry', 'abc_builders', 'other'] };

const member = (over: Partial<ExternalTeamMember> = {}): ExternalTeamMember => ({
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'carpenter',
  roleSpecify: '',
  team: 'xyz_carpentry',
  teamSpecify: '',
  email: 'ana@xyz.org',
  countryCode: '+1',
  phone: '1234567890',
  createdAt: '2026-11-18T18:00:00.000Z',
  ...over,
});

async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    { 'GET /api/bm/external-team/choices': { body: choices }, [LIST]: { body: [member()] }, ...routes },
    { user: manager },
  );
  await startSessionAs(manager);
  renderApp('/bmdashboard/AddTeamMember');
  return { calls, form: await screen.findByRole('form', { name: 'New team member' }, { timeout: 5000 }) };
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/bm/external-team');

describe('the team member form', () => {
  it('lists the external team with role, team, email and phone', async () => {
    await openPage({
      [LIST]: { body: [member({ role: 'other', roleSpecify: 'Roofer', team: 'External Team - Non-volunteers', teamSpecify: 'Acme' })] },
    });
    const card = await screen.findByRole('listitem', { name: 'Ana Reyes' });
    expect(within(card).getByText('Roofer · Acme (External Team - Non-volunteers)')).toBeInTheDocument();
    expect(within(card).getByText('ana@xyz.org')).toBeInTheDocument();
    expect(within(card).getByText('+1 123-456-7890')).toBeInTheDocument();
  });

  it('names every problem under its field at submit, and sends nothing', async () => {
    const { calls, form } = await openPage();
    await userEvent.click(within(form).getByRole('button', { name: 'Add team member' }));
    for (const message of [M.firstNameRequired, M.lastNameRequired, M.roleRequired, M.teamRequired, M.emailRequired]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'other');
    await userEvent.selectOptions(within(form).getByLabelText(/^Team/), 'other');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'ana@site');
    await userEvent.type(within(form).getByLabelText(/^Phone/), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Add team member' }));
    for (const message of [M.specifyRole, M.specifyTeam, M.emailInvalid, M.phoneInvalid]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(posts(calls)).toHaveLength(0);
  });

  it("adds a member of team 'other', says so, empties the form and re-reads the list", async () => {
    let added = false;
    const { calls, form } = await openPage({
      [LIST]: () => ({ body: added ? [member({ id: '22222222-2222-4222-8222-222222222222', firstName: 'Ben' }), member()] : [member()] }),
      [CREATE]: () => {
        added = true;
        return { status: 201, body: member({ firstName: 'Ben' }) };
      },
    });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Ben');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Okafor');
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'carpenter');
    await userEvent.selectOptions(within(form).getByLabelText(/^Team/), 'other');
    await userEvent.type(within(form).getByLabelText(/^Specify team/), 'Acme Roofing');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'ben@acme.org');
    await userEvent.selectOptions(within(form).getByLabelText(/^Country code/), '+44');
    await userEvent.type(within(form).getByLabelText(/^Phone/), '(987) 654 3210');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('987-654-3210');
    await userEvent.click(within(form).getByRole('button', { name: 'Add team member' }));

    expect(await screen.findByText(M.created)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      firstName: 'Ben',
      lastName: 'Okafor',
      role: 'carpenter',
      roleSpecify: '',
      team: 'other',
      teamSpecify: 'Acme Roofing',
      email: 'ben@acme.org',
      countryCode: '+44',
      phone: '9876543210',
    });
    await waitFor(() => expect(within(form).getByLabelText(/^First name/)).toHaveValue(''));
    expect(within(form).queryByLabelText(/^Specify team/)).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Ben Reyes' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field with the failure toast, keeping what was typed', async () => {
    const { form } = await openPage({ [CREATE]: refusal(409, 'CONFLICT', M.emailTaken, { fields: { email: M.emailTaken } }) });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Ana');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Reyes');
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'volunteer');
    await userEvent.selectOptions(within(form).getByLabelText(/^Team/), 'abc_builders');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'ana@xyz.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Add team member' }));
    expect(await within(form).findByText(M.emailTaken)).toBeInTheDocument();
    expect(await screen.findByText(M.createFailed)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Ana');
  });
});

describe('the phone as it is typed', () => {
  it('hyphenates the digits, stops at ten, and deletes a digit with the hyphen before it', () => {
    expect(nextPhoneValue('', '1')).toBe('1');
    expect(nextPhoneValue('123', '1234')).toBe('123-4');
    expect(nextPhoneValue('123-456-7890', '123-456-78901')).toBe('123-456-7890');
    expect(nextPhoneValue('123-4', '123-')).toBe('123');
    expect(nextPhoneValue('123-4', '1234')).toBe('124');
    expect(nextPhoneValue('123-456-7', '123456-7')).toBe('124-567');
  });
});
