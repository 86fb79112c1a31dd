import { z } from '../zod.js';
import { MESSAGES } from '../messages.js';
import { once } from './once.js';

/** The years a date of work, a due date or a report range may name; outside them is a typing slip. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/**
 * A real calendar date `YYYY-MM-DD` in the years the product handles. Year 0000 and 9999-12-31
 * are refused with the field's message instead of reaching the database.
 */
export function calendarDate(message: string) {
  return z.iso.date({ error: message }).refine((s) => {
    const year = Number(s.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, message);
}

/** An instant written as ISO text; the server works with a Date, the wire carries the text. */
export const timestamp = once(() =>
  z.codec(z.iso.datetime({ offset: true }), z.date(), {
    decode: (s) => new Date(s),
    encode: (d) => d.toISOString(),
  }),
);

/** A path parameter naming a row by its uuid; a malformed one is refused with `message`. */
export function idParam(message: string = MESSAGES.notFound) {
  return z.object({ id: z.uuid({ error: message }) });
}

/** The answer of routes that confirm with a sentence. */
export const messageAnswer = once(() => z.object({ message: z.string() }));
