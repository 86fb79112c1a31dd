import { matchesLocation, numberInWords } from '@goodhours/domain';
import type { MapLocationsAnswer } from '../../api/map';

/** One person on the map: a member (`user`) or a person the Owner placed (`m_user`). */
export type MapPerson = MapLocationsAnswer['users'][number] | MapLocationsAnswer['mUsers'][number];
export type MapOnlyPerson = MapLocationsAnswer['mUsers'][number];

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** "Nairobi, Kenya": the place as the table and the markers show it. */
export const placeOf = (person: MapPerson) => [person.location.city, person.location.country].filter(Boolean).join(', ');

/** Members and the people the Owner placed, in one list by name. */
export function everyone(data: MapLocationsAnswer): MapPerson[] {
  return [...data.users, ...data.mUsers].sort(
    (a, b) => fullName(a).localeCompare(fullName(b), 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}

/** The people a search by location finds (all of them when nothing is typed). */
export function atLocation(people: MapPerson[], typed: string): MapPerson[] {
  return people.filter((person) => matchesLocation(person.location, typed));
}

/** "23 countries", and the number in words: "twenty-three". */
export function countryCountText(count: number): { figure: string; words: string } {
  return { figure: `${String(count)} ${count === 1 ? 'country' : 'countries'}`, words: numberInWords(count) };
}

/** Text for Leaflet's attribution, which it writes as HTML: the configured credit is shown as text only. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}
