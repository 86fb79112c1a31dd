import { isApiError } from '../../api/client';
import { MAP_MESSAGES as M, mapPersonEdit, mapPersonInput, type MapPersonEdit, type MapPersonInput } from '@goodhours/domain';
import type { MapOnlyPerson } from './map-people';

/** What the map person form holds (document 3 §5 map person form). */
export interface MapPersonValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  location: string;
}

/** A place Get location found for the text in the location field. */
export interface FoundPlace {
  city: string;
  country: string;
  coords: { lat: number; lng: number };
}

export const MAP_PERSON_FIELDS = ['firstName', 'lastName', 'jobTitle', 'location'] as const;
export type MapPersonField = (typeof MAP_PERSON_FIELDS)[number];
export type MapPersonErrors = Partial<Record<MapPersonField, string>>;

export const EMPTY_MAP_PERSON: MapPersonValues = { firstName: '', lastName: '', jobTitle: '', location: '' };

export function valuesOf(person: MapOnlyPerson): MapPersonValues {
  return { firstName: person.firstName, lastName: person.lastName, jobTitle: person.jobTitle, location: person.location.userProvided };
}

/** The first problem of each field; a problem of the place (its coordinates too) is the location field's. */
export function mapPersonErrors(issues: { path: readonly PropertyKey[]; message: string }[]): MapPersonErrors {
  const out: MapPersonErrors = {};
  for (const { path, message } of issues) {
    const field = MAP_PERSON_FIELDS.find((f) => f === path[0]);
    if (field) out[field] ??= message;
  }
  return out;
}

/** The server's `fields` (`location.coords.lat`: …) as the form's errors. */
export const serverFieldErrors = (fields: Record<string, string> | undefined) =>
  mapPersonErrors(Object.entries(fields ?? {}).map(([key, message]) => ({ path: key.split('.'), message })));

const placeFrom = (values: MapPersonValues, found: FoundPlace | null) =>
  found ? { userProvided: values.location, ...found } : { userProvided: values.location };

type Checked<B> = { body: B; errors?: never } | { body?: never; errors: MapPersonErrors };

/** A new person: every field filled and the place looked up, by the server's own rule (same messages). */
export function checkNewPerson(values: MapPersonValues, found: FoundPlace | null): Checked<MapPersonInput> {
  const parsed = mapPersonInput.safeParse({ ...values, location: placeFrom(values, found) });
  return parsed.success ? { body: parsed.data } : { errors: mapPersonErrors(parsed.error.issues) };
}

/** An edit: the place is sent only when it was looked up again; the same text, not looked up, keeps the place. */
export function checkEdit(values: MapPersonValues, found: FoundPlace | null, savedPlace: string): Checked<MapPersonEdit> {
  const keepPlace = !found && values.location.trim() === savedPlace.trim();
  const { location: _typed, ...names } = values;
  const parsed = mapPersonEdit.safeParse(keepPlace ? names : { ...names, location: placeFrom(values, found) });
  return parsed.success ? { body: parsed.data } : { errors: mapPersonErrors(parsed.error.issues) };
}

/** Document 3 §8: a failed lookup says 'An error occurred : {response}'. */
export function lookupFailure(error: unknown): string {
  return M.errorOccurred(isApiError(error) && !error.isServerFailure ? error.message : M.failed);
}
