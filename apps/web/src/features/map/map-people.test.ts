import { describe, expect, it } from 'vitest';
import type { MapLocationsAnswer } from '../../api/map';
import { atLocation, countryCountText, escapeHtml, everyone } from './map-people';

const member = (id: string, firstName: string, city: string, country: string): MapLocationsAnswer['users'][number] => ({
  id,
  type: 'user',
  firstName,
  lastName: 'Example',
  jobTitle: 'Volunteer',
  isActive: true,
  location: { city, country, coords: { lat: 0, lng: 0 } },
});

describe('the people on the map', () => {
  const ana = member('1', 'Ana', 'São Paulo', 'Brazil');
  const bo = member('2', 'bo', 'Leeds', 'United Kingdom');
  const cy = { ...member('3', 'Cy', 'Lima', 'Peru'), type: 'm_user' as const, location: { ...ana.location, userProvided: 'Lima' } };

  it('lists members and placed people together, by name', () => {
    expect(everyone({ users: [ana, bo], mUsers: [cy] }).map((p) => p.firstName)).toEqual(['Ana', 'bo', 'Cy']);
  });

  it('finds people by city or country, without case or accents', () => {
    expect(atLocation([ana, bo], 'sao').map((p) => p.firstName)).toEqual(['Ana']);
    expect(atLocation([ana, bo], 'kingdom').map((p) => p.firstName)).toEqual(['bo']);
    expect(atLocation([ana, bo], 'Oslo')).toEqual([]);
    expect(atLocation([ana, bo], '')).toHaveLength(2);
  });

  it('counts countries in figures and in words', () => {
    expect(countryCountText(23)).toEqual({ figure: '23 countries', words: 'twenty-three' });
    expect(countryCountText(1)).toEqual({ figure: '1 country', words: 'one' });
  });

  it('shows a configured credit as text, never as markup', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)> © "OSM"')).toBe('&#60;img src=x onerror=alert(1)&#62; © &#34;OSM&#34;');
  });
});
