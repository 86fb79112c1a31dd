import { MAP_MESSAGES as M, type MapLocations } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TeamLocationsPage } from './team-locations-page';

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const locations: MapLocations = {
  users: [
    {
      id: id(1),
      type: 'user',
      firstName: 'Ana',
      lastName: 'Silva',
      jobTitle: 'Cook',
      isActive: true,
      location: { city: 'Lisbon', country: 'Portugal', coords: { lat: 38.73, lng: -9.12 } },
    },
    {
      id: id(2),
      type: 'user',
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      jobTitle: 'Designer',
      isActive: true,
      location: { city: 'Nairobi', country: 'Kenya', coords: { lat: -1.3, lng: 36.8 } },
    },
  ],
  mUsers: [],
};
const nairobi = { userProvided: 'Nairobi', city: 'Nairobi', country: 'Kenya', coords: { lat: -1.29, lng: 36.82 } };
const pageApi = (extra: Parameters<typeof mockApi>[0] = {}) => ({
  'GET /api/mapLocations': { body: locations },
  'GET /api/mapLocations/tiles': { body: { tileUrl: null, attribution: '' } },
  'GET /api/getTotalCountryCount': { body: { CountryCount: 2 } },
  ...extra,
});
/** jsdom lays nothing out: the map is given a size, so Leaflet draws the markers in view. */
function giveElementsASize(): void {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
}
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});
const renderPage = () => renderApp('/teamlocations', [{ path: '/teamlocations', element: <TeamLocationsPage /> }]);

describe('team locations page', { timeout: 30_000 }, () => {
  it('lets the Owner add a person: the place must be looked up first, then the person is saved', async () => {
    const owner = sessionUserFor('Owner');
    const calls = mockApi(
      pageApi({
        'POST /api/timezone/Nairobi': {
          body: { found: 'one', label: 'Nairobi, Kenya', timezone: 'Africa/Nairobi', currentLocation: nairobi },
        },
        'PUT /api/mapLocations': ({ body }) => ({ status: 201, body: { id: id(9), type: 'm_user', isActive: true, ...(body as object) } }),
      }),
      { user: owner },
    );
    await startSessionAs(owner);
    renderPage();

    expect(await screen.findByRole('region', { name: /Map of team locations/ })).toBeInTheDocument();
    expect(await screen.findByText('2 countries')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    for (const name of ['First name', 'Last name', 'Job title'])
      expect(within(dialog).getByRole('textbox', { name })).toHaveAccessibleDescription('Up to 100 characters');
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveAccessibleDescription(
      /never an exact address\. Up to 200 characters$/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Mentor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get location' }));
    expect(await within(dialog).findByText(M.locationEmpty)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Nairobi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText(M.coordinatesMissing)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Get location' }));
    expect(await within(dialog).findByText('Found: Nairobi, Kenya')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));

    expect(await screen.findByText(M.added)).toBeInTheDocument();
    const put = pageCalls(calls).find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Mentor', location: nairobi });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add person' })).not.toBeInTheDocument();
    });
  });

  it('draws each person as a marker named for screen readers, and nearby people as one group', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const leeds = (n: number, lat: number) => ({
      ...locations.users[0]!,
      id: id(n),
      firstName: `Leeds${String(n)}`,
      location: { city: 'Leeds', country: 'United Kingdom', coords: { lat, lng: -1.55 } },
    });
    mockApi(
      pageApi({ 'GET /api/mapLocations': { body: { ...locations, users: [...locations.users, leeds(3, 53.8), leeds(4, 53.81)] } } }),
      {
        user: volunteer,
      },
    );
    await startSessionAs(volunteer);
    giveElementsASize();
    renderPage();

    const map = await screen.findByRole('region', { name: /Map of team locations/ });
    expect(await within(map).findByRole('button', { name: 'Ana Silva, Cook, Lisbon, Portugal' })).toBeInTheDocument();
    expect(await within(map).findByRole('button', { name: '2 people here: zoom in' })).toBeInTheDocument();
  });

  it('shows a volunteer the table and the search, without the Owner’s tools', async () => {
    const volunteer = sessionUserFor('Volunteer');
    mockApi(pageApi(), { user: volunteer });
    await startSessionAs(volunteer);
    renderPage();

    await screen.findByRole('region', { name: /Map of team locations/ });
    expect(screen.queryByRole('button', { name: 'Add person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Users list' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'People on the map' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Wanjiru Kamau' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by location' }), 'kenya');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByRole('cell', { name: 'Ana Silva' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search by location' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by location' }), 'Oslo');
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toBe(M.noUsers);
  });
});
