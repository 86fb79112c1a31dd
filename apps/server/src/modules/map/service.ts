import {
  MAP_MESSAGES as M,
  MAP_MIN_VOLUNTEER_HOURS,
  markerPosition,
  type MapLocations,
  type MapOnlyPerson,
  type MapTiles,
  type mapPersonEdit,
  type mapPersonInput,
} from '@goodhours/domain';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { mapPeople, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

type MapPersonRow = typeof mapPeople.$inferSelect;
type Place = z.output<typeof mapPersonInput>['location'];

/** A map-only person as the page sees them: the marker shifted from the city (document 3 §9), never the stored place. */
function mapOnly(row: MapPersonRow): MapOnlyPerson {
  return {
    id: row.id,
    type: 'm_user',
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    isActive: row.isActive,
    location: {
      userProvided: row.locationUserProvided,
      city: row.locationCity,
      country: row.locationCountry,
      coords: markerPosition({ lat: row.locationLat, lng: row.locationLng }, row.id),
    },
  };
}

const placeColumns = (place: Place) => ({
  locationUserProvided: place.userProvided,
  locationCity: place.city,
  locationCountry: place.country,
  locationLat: place.coords.lat,
  locationLng: place.coords.lng,
});

/**
 * Everyone on the team locations map (document 3 §2.8, §7): the active members who gave a place
 * and reached 10 volunteer hours (document 1 §9; tangible hours, the volunteer work itself), and
 * the people the Owner placed. Members are chosen in SQL; every marker is shifted from its city.
 */
export async function listMapLocations(ctx: AppContext): Promise<MapLocations> {
  const [members, placed] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        jobTitle: users.jobTitle,
        isActive: users.isActive,
        city: users.locationCity,
        country: users.locationCountry,
        lat: users.locationLat,
        lng: users.locationLng,
      })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          isNotNull(users.locationLat),
          isNotNull(users.locationLng),
          gte(users.totalTangibleSeconds, MAP_MIN_VOLUNTEER_HOURS * 3600),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    ctx.db.select().from(mapPeople).orderBy(asc(mapPeople.firstName), asc(mapPeople.lastName), asc(mapPeople.id)),
  ]);
  return {
    users: members.map((m) => ({
      id: m.id,
      type: 'user' as const,
      firstName: m.firstName,
      lastName: m.lastName,
      jobTitle: m.jobTitle,
      isActive: m.isActive,
      location: { city: m.city, country: m.country, coords: markerPosition({ lat: m.lat ?? 0, lng: m.lng ?? 0 }, m.id) },
    })),
    mUsers: placed.map(mapOnly),
  };
}

/** The tile server the page draws on, if the server was given one. */
export function mapTiles(ctx: AppContext): MapTiles {
  return { tileUrl: ctx.config.mapTileUrl ?? null, attribution: ctx.config.mapTileAttribution ?? '' };
}

/** The Owner places a person without an account on the map. */
export async function addMapPerson(ctx: AppContext, callerId: string, input: z.output<typeof mapPersonInput>): Promise<MapOnlyPerson> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(mapPeople)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      jobTitle: input.jobTitle,
      ...placeColumns(input.location),
      createdBy: callerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', M.failed);
  return mapOnly(row);
}

/** Why an id names nobody the Owner may change: a member's place is their profile's (409), else nobody (404). */
async function refusalFor(ctx: AppContext, id: string): Promise<AppError> {
  const [member] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return member ? new AppError('CONFLICT', M.memberPlace) : new AppError('NOT_FOUND', M.notOnMap);
}

/** The Owner changes a map-only person; the place changes only when a looked-up one is sent. */
export async function editMapPerson(ctx: AppContext, id: string, input: z.output<typeof mapPersonEdit>): Promise<MapOnlyPerson> {
  const [row] = await ctx.db
    .update(mapPeople)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      jobTitle: input.jobTitle,
      ...(input.location ? placeColumns(input.location) : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(mapPeople.id, id))
    .returning();
  if (!row) throw await refusalFor(ctx, id);
  return mapOnly(row);
}

/** The Owner takes a map-only person off the map. */
export async function removeMapPerson(ctx: AppContext, id: string): Promise<{ message: string }> {
  const [row] = await ctx.db.delete(mapPeople).where(eq(mapPeople.id, id)).returning({ id: mapPeople.id });
  if (!row) throw await refusalFor(ctx, id);
  return { message: M.removed };
}
