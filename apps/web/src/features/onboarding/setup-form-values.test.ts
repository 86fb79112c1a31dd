import { MESSAGES, ONBOARDING_MESSAGES as M, USER_MESSAGES, type FoundPlace } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  checkSetup,
  countryCountText,
  fieldOf,
  firstProblem,
  initialSetupValues,
  lookupFailure,
  setupRefusal,
  toSetupInput,
  type SetupFormValues,
} from './setup-form-values';

const portland: FoundPlace = {
  label: 'Portland, OR, United States',
  timezone: 'America/Los_Angeles',
  currentLocation: { userProvided: 'portland, or', city: 'Portland', country: 'United States', coords: { lat: 45.52, lng: -122.68 } },
};
const lyon: FoundPlace = {
  label: 'Lyon, France',
  timezone: 'Europe/Paris',
  currentLocation: { userProvided: 'lyon', city: 'Lyon', country: 'France', coords: { lat: 45.76, lng: 4.83 } },
};
// A 1x1 png's first bytes: enough for the content check.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function filled(overrides: Partial<SetupFormValues> = {}): SetupFormValues {
  return {
    ...initialSetupValues('ada@example.org'),
    firstName: '  ada  ',
    lastName: 'de la cruz',
    phoneNumber: ' +1 503 555 0100 ',
    password: 'Analytical!1',
    confirmPassword: 'Analytical!1',
    jobTitle: 'software engineer',
    collaborationPreference: 'google meet',
    location: ' portland, or ',
    place: portland,
    ...overrides,
  };
}

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError({ status, code: status === 409 ? 'CONFLICT' : 'VALIDATION', message, ...(fields ? { fields } : {}) });

describe('the setup form values', () => {
  it('start with the invited email, Zoom, both privacy settings on, and no place, home country or picture', () => {
    expect(initialSetupValues('ada@example.org')).toMatchObject({
      email: 'ada@example.org',
      collaborationPreference: 'Zoom',
      privacySettings: { email: true, phoneNumber: true },
      place: null,
      homeCountry: null,
      profilePicture: null,
    });
  });

  it('become the payload the server checks: trimmed and title-cased, the time zone and place from Get Time Zone, no email', () => {
    const checked = checkSetup(filled({ privacySettings: { email: false, phoneNumber: true }, profilePicture: PNG }), 'tok');
    expect(checked).toEqual({
      ok: true,
      payload: {
        token: 'tok',
        firstName: 'Ada',
        lastName: 'De La Cruz',
        phoneNumber: '+1 503 555 0100',
        password: 'Analytical!1',
        confirmPassword: 'Analytical!1',
        jobTitle: 'Software Engineer',
        collaborationPreference: 'Google Meet',
        privacySettings: { email: false, phoneNumber: true },
        location: { userProvided: 'Portland, Or', city: 'Portland', country: 'United States', coords: { lat: 45.52, lng: -122.68 } },
        timeZone: 'America/Los_Angeles',
        // No other home country chosen: the location is sent (document 3 §3).
        homeCountry: { userProvided: 'Portland, Or', city: 'Portland', country: 'United States', coords: { lat: 45.52, lng: -122.68 } },
        profilePicture: PNG,
      },
    });
  });

  it('send the chosen home country as it was found', () => {
    const checked = checkSetup(filled({ homeCountry: lyon }), 'tok');
    expect(checked.ok && checked.payload.homeCountry).toEqual(lyon.currentLocation);
  });

  it('say each field’s first problem under the field, by the shared rule', () => {
    const checked = checkSetup({ ...initialSetupValues('ada@example.org'), collaborationPreference: ' ' }, 'tok');
    expect(checked).toEqual({
      ok: false,
      alert: null,
      errors: {
        firstName: M.firstNameRequired,
        lastName: M.lastNameRequired,
        phoneNumber: M.phoneRequired,
        password: M.passwordRequired,
        confirmPassword: M.confirmRequired,
        jobTitle: M.jobTitleRequired,
        collaborationPreference: M.preferenceRequired,
        location: M.locationRequired,
      },
    });
    expect(firstProblem(checked.ok ? {} : checked.errors)).toBe('firstName');
  });

  it('ask for Get Time Zone when a location is typed but not looked up, and check names, phone and password', () => {
    const checked = checkSetup(
      filled({ place: null, firstName: 'R2D2', phoneNumber: '12345', password: 'alllowercase1!', confirmPassword: 'other' }),
      'tok',
    );
    expect(checked.ok ? {} : checked.errors).toEqual({
      firstName: M.firstNameInvalid,
      phoneNumber: M.phoneInvalid,
      password: M.passwordRule,
      confirmPassword: M.confirmMismatch,
      location: M.timeZoneRequired,
    });
    expect(toSetupInput(filled({ place: null }), 'tok')).toMatchObject({
      timeZone: '',
      location: { userProvided: ' portland, or ', city: '' },
    });
  });

  it('refuse a picture that is not a png or jpeg, under the picture', () => {
    const checked = checkSetup(filled({ profilePicture: 'data:image/gif;base64,R0lGODlh' }), 'tok');
    expect(checked.ok ? {} : checked.errors).toEqual({ profilePicture: USER_MESSAGES.pictureType });
  });

  it('map payload paths to the fields that show them', () => {
    expect(fieldOf(['location', 'userProvided'])).toBe('location');
    expect(fieldOf(['timeZone'])).toBe('location');
    expect(fieldOf(['homeCountry', 'coords', 'lat'])).toBe('homeCountry');
    expect(fieldOf(['token'])).toBeNull();
    expect(firstProblem({ profilePicture: 'x', phoneNumber: 'y' })).toBe('phoneNumber');
  });
});

describe('a refused setup', () => {
  it('shows a taken address under the email', () => {
    expect(setupRefusal(refusal(409, 'email already in use', { email: 'x' }))).toEqual({ errors: { email: M.emailInUse }, alert: null });
  });

  it('shows the server’s field checks under their fields', () => {
    const error = refusal(422, 'Invalid', { phoneNumber: M.phoneInvalid, 'location.userProvided': M.locationRequired, extra: 'x' });
    expect(setupRefusal(error)).toEqual({ errors: { phoneNumber: M.phoneInvalid, location: M.locationRequired }, alert: null });
  });

  it('says anything else in an alert with the server’s message', () => {
    expect(setupRefusal(refusal(400, M.linkReasons.EXPIRED, { token: M.linkReasons.EXPIRED }))).toEqual({
      errors: {},
      alert: M.linkReasons.EXPIRED,
    });
    expect(setupRefusal(new Error('boom'))).toEqual({ errors: {}, alert: MESSAGES.unexpectedError });
  });
});

describe('a failed place lookup', () => {
  it('says Invalid location under the field and the server’s reason in the alert', () => {
    expect(lookupFailure(new ApiError({ status: 404, code: 'NOT_FOUND', message: M.placeNotFound }))).toEqual({
      field: M.locationInvalid,
      alert: `An error occurred : ${M.placeNotFound}`,
    });
  });

  it('keeps the field clean when the lookup itself was refused', () => {
    expect(lookupFailure(new ApiError({ status: 403, code: 'FORBIDDEN', message: M.lookupRefused }))).toEqual({
      field: null,
      alert: M.locationError(M.lookupRefused),
    });
  });
});

it('says the country count in words', () => {
  expect(countryCountText(23)).toBe('Our volunteers live in twenty-three countries');
  expect(countryCountText(1)).toBe('Our volunteers live in one country');
});
