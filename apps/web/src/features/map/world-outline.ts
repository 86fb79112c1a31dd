import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import world from 'world-atlas/countries-110m.json';

let outline: FeatureCollection | undefined;

/**
 * The countries of the world (Natural Earth 1:110m, from world-atlas), bundled with the page: the
 * map's base when no tile server is configured, so it works with no network at all.
 */
export function worldOutline(): FeatureCollection {
  outline ??= feature(world as unknown as Parameters<typeof feature>[0], 'countries') as unknown as FeatureCollection;
  return outline;
}
