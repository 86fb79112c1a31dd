/** How the team locations map opens and moves (document 3 §9). */
export const MAP_VIEW = {
  center: { lat: 51.505, lng: -0.09 },
  zoom: 3,
  minZoom: 2,
  maxZoom: 15,
  /** From this zoom on, every person has their own marker. */
  clusterOffAtZoom: 13,
  /** Choosing a person or a search result flies there, to this zoom, in this time. */
  flyToZoom: 13,
  flyToSeconds: 3,
} as const;

/** A member appears on the map once they have this many volunteer (tangible) hours (document 1 §9). */
export const MAP_MIN_VOLUNTEER_HOURS = 10;

/** The largest shift, in degrees on each axis, between a person's city and their marker (document 3 §9). */
export const MARKER_OFFSET_MAX_DEGREES = 0.05;

export interface MapCoords {
  lat: number;
  lng: number;
}

/** FNV-1a (32 bits) of a text from a chosen start: the same text always gives the same number. */
function fnv1a(text: string, start: number): number {
  let hash = start >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A hash as a number from -1 to 1. */
const signedUnit = (hash: number) => (hash / 0xffffffff) * 2 - 1;

/**
 * The fixed shift of one person's marker from their city (document 3 §9 "jitter up to 0.05
 * degrees"): taken from a hash of their id, so it is the same on every load and for every viewer,
 * differs between people of one city, and is at most 0.05° on each axis.
 */
export function markerOffset(id: string): MapCoords {
  return {
    lat: signedUnit(fnv1a(id, 0x811c9dc5)) * MARKER_OFFSET_MAX_DEGREES,
    lng: signedUnit(fnv1a(`${id}:lng`, 0x811c9dc5)) * MARKER_OFFSET_MAX_DEGREES,
  };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** Where a person's marker stands: their city's coordinates shifted by `markerOffset`, kept on the globe. */
export function markerPosition(coords: MapCoords, id: string): MapCoords {
  const offset = markerOffset(id);
  const lat = Math.min(90, Math.max(-90, coords.lat + offset.lat));
  let lng = coords.lng + offset.lng;
  if (lng > 180) lng -= 360;
  if (lng < -180) lng += 360;
  return { lat: round5(lat), lng: round5(lng) };
}
