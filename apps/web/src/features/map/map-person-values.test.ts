import { MAP_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { checkEdit, checkNewPerson, lookupFailure, serverFieldErrors, type MapPersonValues } from './map-person-values';

const values = (overrides: Partial<MapPersonValues> = {}): MapPersonValues => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  jobTitle: 'Mentor',
  location: 'Nairobi',
  ...overrides,
});
const nairobi = { city: 'Nairobi', country: 'Kenya', coords: { lat: -1.29, lng: 36.82 } };

describe('the map person form', () => {
  it('sends a complete person with the place that was looked up', () => {
    expect(checkNewPerson(values({ firstName: ' Grace ' }), nairobi).body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'Mentor',
      location: { userProvided: 'Nairobi', ...nairobi },
    });
  });

  it('says what is missing under each field, with the spec’s words', () => {
    const { errors } = checkNewPerson(values({ firstName: '', jobTitle: '  ', location: '' }), null);
    expect(errors).toEqual({ firstName: M.invalidInformation, jobTitle: M.invalidInformation, location: M.invalidInformation });
  });

  it('asks for the coordinates when the place was typed but not looked up', () => {
    expect(checkNewPerson(values(), null).errors).toEqual({ location: M.coordinatesMissing });
  });

  it('keeps an edited person’s place unless it was looked up again', () => {
    expect(checkEdit(values({ jobTitle: 'Admiral' }), null, 'Nairobi').body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'Admiral',
    });
    expect(checkEdit(values({ location: 'Lima' }), null, 'Nairobi').errors).toEqual({ location: M.coordinatesMissing });
    const lima = { city: 'Lima', country: 'Peru', coords: { lat: -12.05, lng: -77.04 } };
    expect(checkEdit(values({ location: 'Lima' }), lima, 'Nairobi').body?.location).toEqual({ userProvided: 'Lima', ...lima });
  });

  it('puts the server’s field problems under the fields', () => {
    expect(serverFieldErrors({ 'location.coords.lat': M.coordinatesMissing, lastName: M.invalidInformation, other: 'x' })).toEqual({
      location: M.coordinatesMissing,
      lastName: M.invalidInformation,
    });
  });

  it('words a failed lookup as the spec does', () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No place of that name was found.' });
    expect(lookupFailure(notFound)).toBe('An error occurred : No place of that name was found.');
    expect(lookupFailure(new Error('offline'))).toBe(`An error occurred : ${M.failed}`);
  });
});
