import { foldForSearch as folded } from '../search-text.js';

/**
 * Whether a person's place answers a search by location (document 3 §2.8): the typed text is
 * found in their city or their country, or in "city, country" as one text.
 */
export function matchesLocation(place: { city: string; country: string }, typed: string): boolean {
  const needle = folded(typed);
  if (!needle) return true;
  const city = folded(place.city);
  const country = folded(place.country);
  return city.includes(needle) || country.includes(needle) || `${city}, ${country}`.includes(needle);
}
