import {
  MESSAGES,
  numberInWords,
  ONBOARDING_MESSAGES as M,
  setupProfileInput,
  type FoundPlace,
  type SetupProfileInput,
} from '@goodhours/domain';
import { isApiError } from '../../api/client';

/** What the setup form holds: the typed text, the places the lookups found, the picture as a data URL. */
export interface SetupFormValues {
  firstName: string;
  lastName: string;
  /** The invited address, from the token check: shown, never sent (the server takes it from the link). */
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  jobTitle: string;
  collaborationPreference: string;
  /** The location as typed. */
  location: string;
  /** What Get Time Zone found for the typed location (and its time zone); cleared when the text changes. */
  place: FoundPlace | null;
  /** The other home country the person confirmed, if any. */
  homeCountry: FoundPlace | null;
  privacySettings: { email: boolean; phoneNumber: boolean };
  profilePicture: string | null;
}

/** Document 3 §9: the preference starts as Zoom. */
export const DEFAULT_PREFERENCE = 'Zoom';

export function initialSetupValues(email: string): SetupFormValues {
  return {
    firstName: '',
    lastName: '',
    email,
    phoneNumber: '',
    password: '',
    confirmPassword: '',
    jobTitle: '',
    collaborationPreference: DEFAULT_PREFERENCE,
    location: '',
    place: null,
    homeCountry: null,
    privacySettings: { email: true, phoneNumber: true },
    profilePicture: null,
  };
}

/** The fields that can show a problem, in the order the form shows them (the first problem gets the focus). */
export const SETUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'jobTitle',
  'collaborationPreference',
  'location',
  'homeCountry',
  'profilePicture',
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupErrors = Partial<Record<SetupField, string>>;

/** The element a field's problem sends the focus to. */
export const setupFieldId = (field: SetupField) => `setup-${field}`;

/**
 * The form field that shows a problem found at a payload path (`firstName`, `location.userProvided`,
 * `timeZone`, ...): the time zone is set through the location's Get Time Zone, so its problem shows
 * there. Null for what no field shows (the link's token): that is said in an alert.
 */
export function fieldOf(path: readonly PropertyKey[]): SetupField | null {
  const head = path[0];
  if (head === 'timeZone') return 'location';
  return SETUP_FIELDS.find((f) => f === head) ?? null;
}

/** The first field, in the form's order, that has a problem. */
export function firstProblem(errors: SetupErrors): SetupField | undefined {
  return SETUP_FIELDS.find((f) => errors[f]);
}

/**
 * The payload as typed, before the shared rule trims and title-cases it. Until Get Time Zone has
 * found the typed place, the location has no city or coordinates and the time zone is empty,
 * which the rule refuses with 'Set time zone is required'.
 */
export function toSetupInput(values: SetupFormValues, token: string): SetupProfileInput {
  const { place } = values;
  const location = place
    ? { ...place.currentLocation, userProvided: values.location }
    : { userProvided: values.location, city: '', country: '', coords: { lat: 0, lng: 0 } };
  return {
    token,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    password: values.password,
    confirmPassword: values.confirmPassword,
    jobTitle: values.jobTitle,
    collaborationPreference: values.collaborationPreference,
    privacySettings: { ...values.privacySettings },
    location,
    timeZone: place?.timezone ?? '',
    homeCountry: values.homeCountry?.currentLocation ?? null,
    profilePicture: values.profilePicture,
  };
}

export type SetupCheck = { ok: true; payload: SetupProfileInput } | { ok: false; errors: SetupErrors; alert: string | null };

/**
 * Checks the form by the rule the server applies (`setupProfileInput`): the payload to send
 * (trimmed, title-cased), or each field's first problem. Document 3 §3: with no other home
 * country chosen, the home country sent is the location.
 */
export function checkSetup(values: SetupFormValues, token: string): SetupCheck {
  const result = setupProfileInput.safeParse(toSetupInput(values, token));
  if (result.success) {
    const payload = result.data;
    return { ok: true, payload: { ...payload, homeCountry: payload.homeCountry ?? payload.location } };
  }
  const errors: SetupErrors = {};
  let alert: string | null = null;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
    else alert ??= issue.message;
  }
  return { ok: false, errors, alert };
}

/** How a refused submit is shown: under the fields it names, or in an alert. */
export interface SetupRefusal {
  errors: SetupErrors;
  alert: string | null;
}

/** Document 3 §8: a taken address under the email; the server's field checks under their fields; anything else in an alert. */
export function setupRefusal(error: unknown): SetupRefusal {
  if (!isApiError(error)) return { errors: {}, alert: MESSAGES.unexpectedError };
  if (error.status === 409) return { errors: { email: M.emailInUse }, alert: null };
  const errors: SetupErrors = {};
  if (error.status === 422) {
    for (const [key, message] of Object.entries(error.fields ?? {})) {
      const field = fieldOf(key.split('.'));
      if (field) errors[field] ??= message;
    }
  }
  return { errors, alert: Object.keys(errors).length > 0 ? null : error.message };
}

/** Document 3 §8: a failed Get Time Zone says 'Invalid location' under the field (for a place not found) and the server's reason in an alert. */
export function lookupFailure(error: unknown): { field: string | null; alert: string } {
  if (!isApiError(error)) return { field: null, alert: M.locationError(MESSAGES.unexpectedError) };
  const placeRefused = error.status === 404 || error.status === 400 || error.status === 422;
  return { field: placeRefused ? (error.fields?.location ?? M.locationInvalid) : null, alert: M.locationError(error.message) };
}

/** 'Our volunteers live in twenty-three countries' (document 3 §2.1: the home country's help). */
export function countryCountText(count: number): string {
  return `Our volunteers live in ${numberInWords(count)} ${count === 1 ? 'country' : 'countries'}`;
}
