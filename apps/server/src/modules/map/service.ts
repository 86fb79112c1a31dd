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
import { and, asc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
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

/**
 * The same name (whatever its case and spaces) at the same city and country is one person: a second
 * entry for them is refused with where they already are (409). Adds and edits queue on one
 * transaction lock, so two at once cannot both place the same person.
 */
async function assertNotOnMapYet(tx: Tx, person: { firstName: string; lastName: string }, place: Place, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goodhours.map_people'))`);
  const same = (column: AnyPgColumn, value: string) => sql`lower(trim(${column})) = lower(trim(${value}))`;
  const [clash] = await tx
    .select({ id: mapPeople.id })
    .from(mapPeople)
    .where(
      and(
        same(mapPeople.firstName, person.firstName),
        same(mapPeople.lastName, person.lastName),
        same(mapPeople.locationCity, place.city),
        same(mapPeople.locationCountry, place.country),
        exceptId ? ne(mapPeople.id, exceptId) : undefined,
      ),
    );
  if (clash) {
    const where = [place.city, place.country].filter(Boolean).join(', ') || place.userProvided;
    throw new AppError('CONFLICT', M.alreadyOnMap(`${person.firstName} ${person.lastName}`, where));
  }
}

/** The Owner places a person without an account on the map, once. */
export async function addMapPerson(ctx: AppContext, callerId: string, input: z.output<typeof mapPersonInput>): Promise<MapOnlyPerson> {
  return ctx.db.transaction(async (tx) => {
    await assertNotOnMapYet(tx, input, input.location);
    return insertMapPerson(tx, ctx.clock.now(), callerId, input);
  });
}

async function insertMapPerson(tx: Tx, now: Date, callerId: string, input: z.output<typeof mapPersonInput>): Promise<MapOnlyPerson> {
  const [row] = await tx
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
async function refusalFor(db: Tx, id: string): Promise<AppError> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return member ? new AppError('CONFLICT', M.memberPlace) : new AppError('NOT_FOUND', M.notOnMap);
}

/** The Owner changes a map-only person; the place changes only when a looked-up one is sent. */
export async function editMapPerson(ctx: AppContext, id: string, input: z.output<typeof mapPersonEdit>): Promise<MapOnlyPerson> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(mapPeople).where(eq(mapPeople.id, id));
    if (current) {
      const place = input.location ?? {
        userProvided: current.locationUserProvided,
        city: current.locationCity,
        country: current.locationCountry,
        coords: { lat: current.locationLat, lng: current.locationLng },
      };
      await assertNotOnMapYet(tx, input, place, id);
    }
    return updateMapPerson(ctx, tx, id, input);
  });
}

async function updateMapPerson(ctx: AppContext, tx: Tx, id: string, input: z.output<typeof mapPersonEdit>): Promise<MapOnlyPerson> {
  const [row] = await tx
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
  if (!row) throw await refusalFor(tx, id);
  return mapOnly(row);
}

/** The Owner takes a map-only person off the map. */
export async function removeMapPerson(ctx: AppContext, id: string): Promise<{ message: string }> {
  const [row] = await ctx.db.delete(mapPeople).where(eq(mapPeople.id, id)).returning({ id: mapPeople.id });
  if (!row) throw await refusalFor(ctx.db, id);
  return { message: M.removed };
}
