/**
 * zod as the domain's schemas use it: set, once, to word every problem for people
 * (validation-messages.ts; issue 42, defect 11). Every schema file of the domain imports zod from
 * here, so wherever a schema is loaded, in the browser or on the server, its refusals are the
 * product's words, and nothing has to remember to set it up; a schema's own message still wins.
 * The one module of the domain with an effect at load (package.json lists it under sideEffects, so
 * the bundler keeps that effect wherever zod is imported through it).
 */
import { z } from 'zod';
import { validationMessage } from './validation-messages.js';

z.config({ customError: validationMessage });

export * from 'zod';
