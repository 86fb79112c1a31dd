import { USER_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/profiles';
import { mockApi } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ProfilePicture } from './profile-picture';

const me = sessionUserFor('Volunteer');
const profile = profileFixture({ id: me.userid });

async function setUp() {
  const calls = mockApi({ [`PUT /api/userprofile/${me.userid}/picture`]: { body: { ...profile, profilePic: 'x' } } }, { user: me });
  await startSessionAs(me);
  const view = renderApp('/', [{ path: '/', element: <ProfilePicture profile={profile} canChange /> }]);
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { calls, input };
}

describe('the profile picture', () => {
  it('refuses a file that only claims to be a png, in the Profile Pic Error dialog, without uploading', async () => {
    const { calls, input } = await setUp();
    await userEvent.upload(input, new File(['<svg/>'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(USER_MESSAGES.pictureType)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.pictureErrorTitle)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('uploads a jpeg as a data URL', async () => {
    const { calls, input } = await setUp();
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ profilePic: 'data:image/jpeg;base64,/9j/4AAQ' });
    });
  });
});
