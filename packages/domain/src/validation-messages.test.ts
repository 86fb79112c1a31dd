import { z } from './zod.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { ZOD_DEFAULT_WORDING, validationMessage } from './validation-messages.js';

/** zod's own English wording, what people read before issue 42. */
const english = z.locales.en();
const zodEnglish = (issue: Parameters<typeof english.localeError>[0]) => english.localeError(issue);

const said = (schema: z.ZodType, value: unknown, wording?: typeof zodEnglish): string => {
  const result = schema.safeParse(value, wording ? { error: wording } : undefined);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
};

/** One value of each kind zod refuses, with what a person should read. */
const CASES: [string, z.ZodType, unknown, string][] = [
  ['text over its limit', z.string().max(100), 'a'.repeat(101), 'Please use at most 100 characters.'],
  ['a long limit, grouped', z.string().max(50_000), 'a'.repeat(50_001), 'Please use at most 50,000 characters.'],
  ['text under its minimum', z.string().min(3), 'ab', 'Please use at least 3 characters.'],
  ['empty text that must be filled', z.string().min(1), '', MESSAGES.fieldRequired],
  ['text of an exact length', z.string().length(4), 'abc', 'Please use exactly 4 characters.'],
  ['a number over its maximum', z.number().max(168), 200, 'Please enter a number no greater than 168.'],
  ['a number under its minimum', z.number().min(0), -1, 'Please enter a number no less than 0.'],
  ['a number not above zero', z.number().positive(), 0, 'Please enter a number greater than 0.'],
  ['a fraction where a whole number goes', z.int(), 1.5, MESSAGES.expectedWholeNumber],
  ['a step missed', z.number().multipleOf(5), 7, 'Please enter a multiple of 5.'],
  ['a missing field', z.object({ name: z.string() }), {}, MESSAGES.fieldRequired],
  ['a number where text goes', z.string(), 12, MESSAGES.expectedText],
  ['text where a number goes', z.number(), 'twelve', MESSAGES.expectedNumber],
  ['text where yes or no goes', z.boolean(), 'yes', MESSAGES.expectedYesOrNo],
  ['text where a list goes', z.array(z.string()), 'x', MESSAGES.expectedList],
  ['too many chosen', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Please choose at most 2.'],
  ['none chosen', z.array(z.string()).min(1), [], 'Please choose at least one.'],
  ['not an email', z.email(), 'someone', MESSAGES.notAnEmail],
  ['not a date', z.iso.date(), '2026-02-30', MESSAGES.notADate],
  ['not a date and time', z.iso.datetime(), 'tomorrow', MESSAGES.notADateTime],
  ['not a web address', z.url(), 'nowhere', MESSAGES.notAWebAddress],
  ['not an id', z.uuid(), 'not-an-id', MESSAGES.notFound],
  ['not in the expected form', z.string().regex(/^\d+$/), 'abc', MESSAGES.notInTheExpectedForm],
  ['not one of the options', z.enum(['Low', 'High']), 'Medium', MESSAGES.notAnOption],
  ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, "This form has no field called 'b'."],
  ['a rule without a message', z.string().refine((s) => s === 'ok'), 'no', MESSAGES.invalidInput],
  ['a nullable limit', z.union([z.string().max(5), z.null()]), 'abcdefgh', 'Please use at most 5 characters.'],
];

describe('zod refusals said in the product’s words', () => {
  it('recognises zod’s own words, what people read before', () => {
    const zodSaid = CASES.map(([, schema, value]) => said(schema, value, zodEnglish));
    expect(zodSaid.filter((m) => !ZOD_DEFAULT_WORDING.test(m))).toEqual([]);
  });

  describe('by every schema of the domain (zod.ts, which each schema file imports zod from)', () => {
    it.each(CASES)('says %s in words', (_what, schema, value, expected) => {
      const message = said(schema, value);
      expect(message).toBe(expected);
      expect(message).not.toMatch(ZOD_DEFAULT_WORDING);
    });

    it('keeps the message a schema gives itself', () => {
      expect(said(z.string().max(100, 'A team name can be at most 100 characters.'), 'a'.repeat(101))).toBe(
        'A team name can be at most 100 characters.',
      );
      expect(said(z.string({ error: MESSAGES.loginEmailRequired }), undefined)).toBe(MESSAGES.loginEmailRequired);
    });
  });

  it('words a problem it is handed directly, without zod’s settings', () => {
    expect(validationMessage({ code: 'too_big', origin: 'string', maximum: 40, inclusive: true, input: 'x' })).toBe(
      'Please use at most 40 characters.',
    );
  });
});

describe('the check for zod’s own words', () => {
  it('lets the product’s messages through', () => {
    const ours = Object.values(MESSAGES)
      .map((m) => (typeof m === 'function' ? (m as (...n: number[]) => string)(1, 1) : m))
      .filter((m) => ZOD_DEFAULT_WORDING.test(m));
    expect(ours).toEqual([]);
  });
});

describe('the domain’s schema files', () => {
  it('take zod from zod.ts, so no schema can refuse in zod’s own words', () => {
    const root = import.meta.dirname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const direct = files.filter(
      (f) => !['zod.ts', 'validation-messages.ts'].includes(f) && /from 'zod'/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(direct.map((f) => relative(root, join(root, f)))).toEqual([]);
  });
});
