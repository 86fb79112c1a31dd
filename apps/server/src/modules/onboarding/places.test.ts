import { beforeAll, describe, expect, it } from 'vitest';
import { placeLookupAnswer, type FoundPlace, type PlaceLookupAnswer } from '@goodhours/domain';
import { countryName, findPlace } from './places.js';

/** A lookup whose answer must hold to the contract's schema, as the route will send it. */
async function look(text: string): Promise<PlaceLookupAnswer | null> {
  const answer = await findPlace(text);
  return answer === null ? null : placeLookupAnswer().parse(answer);
}

async function one(text: string): Promise<FoundPlace> {
  const answer = await look(text);
  if (answer?.found !== 'one') throw new Error(`expected one place for ${JSON.stringify(text)}, got ${JSON.stringify(answer)}`);
  return answer;
}

async function several(text: string): Promise<FoundPlace[]> {
  const answer = await look(text);
  if (answer?.found !== 'several') throw new Error(`expected several places for ${JSON.stringify(text)}, got ${JSON.stringify(answer)}`);
  return answer.candidates;
}

// The data loads once for the whole file: two concurrent first lookups share that load.
let firstLookupMs = 0;
let firstAnswers: (PlaceLookupAnswer | null)[] = [];
beforeAll(async () => {
  const started = performance.now();
  firstAnswers = await Promise.all([findPlace('Lyon, France'), findPlace('Lyon, France')]);
  firstLookupMs = performance.now() - started;
});

describe('findPlace', () => {
  it('finds "Lyon, France" as one place in Europe/Paris, with what was typed and what it was found as', async () => {
    const lyon = await one('  Lyon, France ');
    expect(lyon.label).toBe('Lyon, France');
    expect(lyon.timezone).toBe('Europe/Paris');
    expect(lyon.currentLocation).toMatchObject({ userProvided: 'Lyon, France', city: 'Lyon', country: 'France' });
    expect(lyon.currentLocation.coords.lat).toBeCloseTo(45.76, 1);
    expect(lyon.currentLocation.coords.lng).toBeCloseTo(4.84, 1);
  });

  it('offers the Portlands for "portland", Oregon first: it is under ten times the size of Maine’s', async () => {
    const portlands = await several('portland');
    expect(portlands).toHaveLength(8);
    expect(portlands[0]).toMatchObject({ label: 'Portland, OR, United States', timezone: 'America/Los_Angeles' });
    expect(portlands[1]).toMatchObject({ label: 'Portland, ME, United States', timezone: 'America/New_York' });
    expect(portlands.map((p) => p.label)).toContain('Portland, ENG, United Kingdom');
  });

  it('narrows "Portland, ME" to Maine by its state code, and "Portland, US" to American Portlands', async () => {
    const maine = await one('Portland, ME');
    expect(maine.label).toBe('Portland, ME, United States');
    expect(maine.timezone).toBe('America/New_York');
    expect(maine.currentLocation.country).toBe('United States');

    const american = await several('Portland, USA');
    expect(american.every((p) => p.currentLocation.country === 'United States')).toBe(true);
    expect(await one('portland, or, united states')).toMatchObject({ timezone: 'America/Los_Angeles' });
  });

  it('takes US state names as people type them, and finds New York under its filed name', async () => {
    expect(await one('Portland, Oregon')).toMatchObject({ label: 'Portland, OR, United States', timezone: 'America/Los_Angeles' });
    expect(await one('Atlanta, Georgia')).toMatchObject({ label: 'Atlanta, GA, United States', timezone: 'America/New_York' });
    expect(await one('new york')).toMatchObject({ label: 'New York City, NY, United States', timezone: 'America/New_York' });
  });

  it('answers the clear leader alone when it has ten times the people of the next: "Paris" is Paris, France', async () => {
    expect(await one('Paris')).toMatchObject({ label: 'Paris, France', timezone: 'Europe/Paris' });
  });

  it('finds São Paulo with or without accents, in any case and spacing', async () => {
    for (const typed of ['São Paulo', 'sao paulo', 'SAO   PAULO']) {
      const found = await one(typed);
      expect(found.label).toBe('São Paulo, Brazil');
      expect(found.timezone).toBe('America/Sao_Paulo');
      expect(found.currentLocation).toMatchObject({ userProvided: typed, city: 'São Paulo', country: 'Brazil' });
    }
    expect((await one('lodz')).label).toBe('Łódź, Poland');
    expect((await one('saint etienne')).label).toBe('Saint-Étienne, France');
  });

  it('offers the Springfields largest first, each with a label that tells it apart and finds it again', async () => {
    const springfields = await several('Springfield');
    const labels = springfields.map((p) => p.label);
    expect(labels.slice(0, 3)).toEqual([
      'Springfield, MO, United States',
      'Springfield, MA, United States',
      'Springfield, IL, United States',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
    for (const candidate of springfields) {
      expect(await one(candidate.label)).toMatchObject({ label: candidate.label, timezone: candidate.timezone });
    }
  });

  it('shows Canadian provinces by their postal codes and takes them as qualifiers', async () => {
    expect(await one('Toronto')).toMatchObject({ label: 'Toronto, ON, Canada', timezone: 'America/Toronto' });
    expect(await one('Paris, ON, Canada')).toMatchObject({ timezone: 'America/Toronto' });
    expect(await one('Paris, CA')).toMatchObject({ label: 'Paris, ON, Canada' });
  });

  it('takes country codes, English names and common aliases as qualifiers', async () => {
    expect(await one('Manchester, UK')).toMatchObject({ label: 'Manchester, ENG, United Kingdom', timezone: 'Europe/London' });
    expect(await one('Manchester, England')).toMatchObject({ timezone: 'Europe/London' });
    expect(await one('Lyon, fr')).toMatchObject({ label: 'Lyon, France' });
    expect(await one('Mariehamn, Finland')).toMatchObject({ currentLocation: { country: 'Åland Islands' } });
  });

  it('finds nothing for an unknown place, or when a qualifier fits none of the matches', async () => {
    expect(await look('Narnia')).toBeNull();
    // There is an Atlantis (in South Africa, and in Florida): the qualifier is what finds nothing.
    expect(await look('Atlantis')).not.toBeNull();
    expect(await look('Atlantis, Narnia')).toBeNull();
    expect(await look('Lyon, Narnia')).toBeNull();
    expect(await look('Lyon, US')).toBeNull();
    expect(await look('Lyon, 🎉')).toBeNull();
  });

  it('finds nothing for a country alone: a person must type a town (a city-state is its own town)', async () => {
    expect(await look('France')).toBeNull();
    expect(await look('Jordan')).toBeNull();
    expect(await one('Singapore')).toMatchObject({ timezone: 'Asia/Singapore' });
  });

  it('finds nothing in empty, odd or overlong text, and never throws', async () => {
    for (const typed of ['', '   ', ',,,', ', France', '🎉', '\u0000', '\ud800', '%%%', 'x'.repeat(201), `Lyon, ${'France '.repeat(40)}`]) {
      expect(await look(typed)).toBeNull();
    }
    expect(await one('Lyon,,')).toMatchObject({ label: 'Lyon, France' });
  });

  it('reuses the index: concurrent first lookups agree and a later one is fast and the same', async () => {
    expect(firstAnswers[0]).toEqual(firstAnswers[1]);
    const started = performance.now();
    const again = await findPlace('Lyon, France');
    const againMs = performance.now() - started;
    expect(again).toEqual(firstAnswers[0]);
    expect(againMs).toBeLessThan(Math.max(50, firstLookupMs / 2));
  });
});

describe('countryName', () => {
  it('gives the English name of an ISO code, and the code itself when there is none', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('us')).toBe('United States');
    expect(countryName('')).toBe('');
    expect(countryName('not a code')).toBe('not a code');
  });
});
