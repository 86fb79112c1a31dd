import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { mapLocationsAnswer, mapOnlyPersonSchema, mapPersonEdit, mapPersonInput, mapPersonParams, mapTilesAnswer } from './schemas.js';

/** Document 3 §6: the Owner alone adds, edits and removes people on the map. */
const owner = access.roles(['Owner']);

/** The team locations map (document 3 §2.8, §7 map locations). */
export const mapContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/mapLocations',
    summary:
      'Everyone on the map: active members with a place and 10 or more volunteer hours (users), and the people placed by the Owner (mUsers); markers shifted from the city',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: mapLocationsAnswer() } }),
  }),
  tiles: defineRoute({
    method: 'GET',
    path: '/api/mapLocations/tiles',
    summary: 'The tile server the map draws on, when one is configured (MAP_TILE_URL); otherwise the bundled world outline alone',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: mapTilesAnswer() } }),
  }),
  add: defineRoute({
    method: 'PUT',
    path: '/api/mapLocations',
    summary: 'Place a person without an account on the map, at a looked-up city',
    access: owner,
    schemas: () => ({ body: mapPersonInput, responses: { 201: mapOnlyPersonSchema(), 409: errorEnvelope(), 422: errorEnvelope() } }),
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/api/mapLocations/:id',
    summary: 'Change a person the Owner placed on the map; the place changes only when a new one is sent',
    access: owner,
    schemas: () => ({
      params: mapPersonParams(),
      body: mapPersonEdit,
      responses: { 200: mapOnlyPersonSchema(), 404: errorEnvelope(), 409: errorEnvelope(), 422: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/mapLocations/:id',
    summary: 'Take a person the Owner placed off the map',
    access: owner,
    schemas: () => ({ params: mapPersonParams(), responses: { 200: messageAnswer(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
} as const;

export type MapContracts = typeof mapContracts;
