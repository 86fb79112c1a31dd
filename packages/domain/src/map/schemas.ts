import { z } from '../zod.js';
import { MAP_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** The longest name or job title, and the longest typed place, of a person on the map. */
export const MAP_NAME_MAX = 100;
export const MAP_PLACE_MAX = 200;

/** A required text of the map person form: empty, blank or too long gives the form's one message (document 3 §5). */
const requiredText = (max: number) =>
  z.string({ error: M.invalidInformation }).trim().min(1, M.invalidInformation).max(max, M.invalidInformation);

const coordinate = (min: number, max: number) =>
  z.number({ error: M.coordinatesMissing }).min(min, M.coordinatesMissing).max(max, M.coordinatesMissing);

/** Coordinates as Get location found them; missing ones mean the place was not looked up. */
export const mapCoordsSchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }, { error: M.coordinatesMissing });

/** A place as the Owner typed it and Get location found it (city level). */
export const mapPlaceInput = z.object(
  {
    userProvided: requiredText(MAP_PLACE_MAX),
    city: z.string().trim().max(200).default(''),
    country: z.string().trim().max(100).default(''),
    coords: mapCoordsSchema,
  },
  { error: M.invalidInformation },
);

/** The map person form (document 3 §3 map location, §5): every field required, the place looked up. */
export const mapPersonInput = z.object({
  firstName: requiredText(MAP_NAME_MAX),
  lastName: requiredText(MAP_NAME_MAX),
  jobTitle: requiredText(MAP_NAME_MAX),
  location: mapPlaceInput,
});
export type MapPersonInput = z.input<typeof mapPersonInput>;

/** An edit: the same fields, the place only when it was looked up again (left out, it stays as it was). */
export const mapPersonEdit = mapPersonInput.extend({ location: mapPlaceInput.optional() });
export type MapPersonEdit = z.input<typeof mapPersonEdit>;

export const mapPersonParams = once(() => z.object({ id: z.uuid({ error: M.notOnMap }) }));

const shownCoords = once(() =>
  z
    .object({ lat: z.number(), lng: z.number() })
    .describe('The marker: the city’s coordinates shifted by a fixed amount of up to 0.05° per person, never an exact place.'),
);

const personOnMap = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string(),
    isActive: z.boolean(),
  }),
);

/** A member on the map (type 'user'): active, with a place and 10 or more volunteer hours; the place at city level. */
export const memberOnMapSchema = once(() =>
  personOnMap().extend({
    type: z.literal('user'),
    location: z.object({ city: z.string(), country: z.string(), coords: shownCoords() }),
  }),
);
export type MemberOnMap = z.output<ReturnType<typeof memberOnMapSchema>>;

/** A person the Owner placed on the map without an account (type 'm_user'), with the place as typed. */
export const mapOnlyPersonSchema = once(() =>
  personOnMap().extend({
    type: z.literal('m_user'),
    location: z.object({ userProvided: z.string(), city: z.string(), country: z.string(), coords: shownCoords() }),
  }),
);
export type MapOnlyPerson = z.output<ReturnType<typeof mapOnlyPersonSchema>>;

export type PersonOnMap = MemberOnMap | MapOnlyPerson;

/** GET all map locations (document 3 §7): members as `users`, map-only people as `mUsers`. */
export const mapLocationsAnswer = once(() => z.object({ users: z.array(memberOnMapSchema()), mUsers: z.array(mapOnlyPersonSchema()) }));
export type MapLocations = z.output<ReturnType<typeof mapLocationsAnswer>>;

/** Where the map's tiles come from: none (the bundled world outline only) unless the server is configured with a tile URL. */
export const mapTilesAnswer = once(() =>
  z.object({
    tileUrl: z.string().nullable().describe('A Leaflet tile URL template ({z}/{x}/{y}); null: the map is drawn offline.'),
    attribution: z.string().describe('Plain text naming the tiles’ source, shown on the map.'),
  }),
);
export type MapTiles = z.output<ReturnType<typeof mapTilesAnswer>>;
