import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from '../zod.js';
import { MAP_MESSAGES as M } from './messages.js';
import { MARKER_OFFSET_MAX_DEGREES, markerOffset, markerPosition } from './map-view.js';
import { mapPersonEdit, mapPersonInput } from './schemas.js';
import { matchesLocation } from './search.js';

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Engineer',
  location: { userProvided: 'London, UK', city: 'London', country: 'United Kingdom', coords: { lat: 51.5, lng: -0.12 } },
  ...overrides,
});

const firstMessage = (input: unknown, schema: z.ZodType = mapPersonInput) => schema.safeParse(input).error?.issues[0]?.message;

describe('marker offsets', () => {
  it('shifts each person by a fixed amount of at most 0.05° on each axis', () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    for (const id of ids) {
      const { lat, lng } = markerOffset(id);
      expect(Math.abs(lat)).toBeLessThanOrEqual(MARKER_OFFSET_MAX_DEGREES);
      expect(Math.abs(lng)).toBeLessThanOrEqual(MARKER_OFFSET_MAX_DEGREES);
    }
    // Spread over the whole square, not bunched: some shifts are large, on every side.
    const lats = ids.map((id) => markerOffset(id).lat);
    const lngs = ids.map((id) => markerOffset(id).lng);
    expect(Math.max(...lats)).toBeGreaterThan(0.04);
    expect(Math.min(...lats)).toBeLessThan(-0.04);
    expect(Math.max(...lngs)).toBeGreaterThan(0.04);
    expect(Math.min(...lngs)).toBeLessThan(-0.04);
  });

  it('gives one person the same shift every time, and two people of one city different markers', () => {
    const ada = '5b1f8f5e-8a4e-4f0c-9d61-2b0c6f9a1e11';
    const bob = '5b1f8f5e-8a4e-4f0c-9d61-2b0c6f9a1e12';
    expect(markerOffset(ada)).toEqual(markerOffset(ada));
    const london = { lat: 51.5, lng: -0.12 };
    expect(markerPosition(london, ada)).not.toEqual(markerPosition(london, bob));
    expect(markerPosition(london, ada)).not.toEqual(london);
  });

  it('keeps a marker on the globe near the poles and the date line', () => {
    const id = randomUUID();
    const north = markerPosition({ lat: 90, lng: 179.99 }, id);
    expect(north.lat).toBeLessThanOrEqual(90);
    expect(north.lng).toBeGreaterThanOrEqual(-180);
    expect(north.lng).toBeLessThanOrEqual(180);
    const south = markerPosition({ lat: -90, lng: -179.99 }, id);
    expect(south.lat).toBeGreaterThanOrEqual(-90);
    expect(south.lng).toBeGreaterThanOrEqual(-180);
    expect(south.lng).toBeLessThanOrEqual(180);
  });
});

describe('the map person form', () => {
  it('accepts a complete person and trims what was typed', () => {
    const parsed = mapPersonInput.parse(person({ firstName: '  Ada ' }));
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.location.coords).toEqual({ lat: 51.5, lng: -0.12 });
  });

  it('asks for every field with one message', () => {
    for (const field of ['firstName', 'lastName', 'jobTitle']) {
      expect(firstMessage(person({ [field]: '   ' }))).toBe(M.invalidInformation);
      expect(firstMessage(person({ [field]: undefined }))).toBe(M.invalidInformation);
    }
    expect(firstMessage(person({ location: { userProvided: ' ', coords: { lat: 1, lng: 1 } } }))).toBe(M.invalidInformation);
    expect(firstMessage(person({ location: undefined }))).toBe(M.invalidInformation);
    expect(firstMessage(person({ jobTitle: 'x'.repeat(101) }))).toBe(M.invalidInformation);
  });

  it('asks for the coordinates when the place was not looked up', () => {
    expect(firstMessage(person({ location: { userProvided: 'London' } }))).toBe(M.coordinatesMissing);
    expect(firstMessage(person({ location: { userProvided: 'London', coords: { lat: 91, lng: 0 } } }))).toBe(M.coordinatesMissing);
    expect(firstMessage(person({ location: { userProvided: 'London', coords: { lat: 'x', lng: 0 } } }))).toBe(M.coordinatesMissing);
  });

  it('lets an edit keep the place by leaving it out', () => {
    expect(mapPersonEdit.parse(person({ location: undefined })).location).toBeUndefined();
    expect(firstMessage(person({ location: { userProvided: 'Paris' } }), mapPersonEdit)).toBe(M.coordinatesMissing);
  });
});

describe('search by location', () => {
  const saoPaulo = { city: 'São Paulo', country: 'Brazil' };
  it('finds a city or a country, without case or accents', () => {
    expect(matchesLocation(saoPaulo, 'sao paulo')).toBe(true);
    expect(matchesLocation(saoPaulo, 'BRAZ')).toBe(true);
    expect(matchesLocation(saoPaulo, 'são paulo, brazil')).toBe(true);
    expect(matchesLocation(saoPaulo, 'Lima')).toBe(false);
  });

  it('matches everyone when nothing is typed', () => {
    expect(matchesLocation(saoPaulo, '  ')).toBe(true);
  });
});
