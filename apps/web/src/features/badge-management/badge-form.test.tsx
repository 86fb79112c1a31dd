import { BADGE_ADMIN_MESSAGES as M, MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { BadgeForm } from './badge-form';

const admin = sessionUserFor('Administrator');

async function showForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(routes, { user: admin });
  await startSessionAs(admin);
  const view = renderApp('/', [{ path: '/', element: <BadgeForm onDone={() => undefined} /> }]);
  await screen.findByRole('textbox', { name: /Name/ });
  const picture = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picture) throw new Error('no file input');
  return { calls, picture };
}

async function chooseType(type: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
}

describe('the badge form', () => {
  it('says the name’s and the description’s limits before they are reached, and cuts nothing pasted', async () => {
    await showForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription(MESSAGES.lengthLimit(100));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(MESSAGES.lengthLimit(1000));
    await userEvent.click(name);
    await userEvent.paste('a'.repeat(101));
    expect(name).toHaveValue('a'.repeat(101));
    expect(name).toHaveAccessibleDescription(MESSAGES.lengthUsed(101, 100));
  });

  it('asks for the criteria of the chosen type only, and refuses a false picture, before sending anything', async () => {
    const { calls, picture } = await showForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Steady');
    await chooseType('X Hours for X Week Streak');
    expect(screen.getByRole('textbox', { name: /Hours/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Weeks in a row/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /People led/ })).not.toBeInTheDocument();

    await userEvent.upload(picture, new File(['<svg/>'], 'badge.png', { type: 'image/png' }));
    expect(await screen.findByText(M.imageInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText(M.hoursRequired)).toBeInTheDocument();
    expect(screen.getByText(M.weeksRequired)).toBeInTheDocument();
    expect(screen.getByText(M.imageInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a taken name under the name, keeping what was typed', async () => {
    const { calls } = await showForm({
      'POST /api/badge': refusal(409, 'CONFLICT', M.nameTaken, { fields: { badgeName: M.nameTaken } }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Kind Word');
    await chooseType('Custom');
    await userEvent.click(screen.getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText(M.nameTaken)).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ badgeName: 'Kind Word', type: 'Custom', ranking: 0 });
    });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kind Word');
  });
});
