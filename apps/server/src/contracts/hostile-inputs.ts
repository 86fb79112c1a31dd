import { z } from 'zod';

/** A JSON schema as zod writes it for an input (the parts the generator reads). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plausible value of a schema: the base that one hostile change is made to. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) return sampleOf(branch.find((b) => b.type !== 'null') ?? branch[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2026-11-18';
      if (schema.format === 'date-time') return '2026-11-18T18:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.org';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sampleOf(schema.properties?.[k] ?? {})]));
    default:
      return 'x';
  }
}

const MEGABYTE = 'a'.repeat(1024 * 1024);
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

/** Hostile replacements for one field, each named for the report. */
export function hostileValues(field: JsonSchema): [string, unknown][] {
  const out: [string, unknown][] = [
    ['a NUL byte', 'ab\u0000cd'],
    ['a lone surrogate', 'ab\uD800cd'],
    // A field made for long text (a message with its pictures) gets one character over its limit.
    field.maxLength !== undefined && field.maxLength >= MEGABYTE.length
      ? ['a string over its limit', 'a'.repeat(field.maxLength + 1)]
      : ['a 1 MB string', MEGABYTE],
    ['nesting 100 deep', nested(100)],
  ];
  // A nullable field is judged by its other branch: a nullable number is still a number.
  const branches = field.anyOf ?? field.oneOf;
  const main = branches?.length === 2 ? (branches.find((b) => b.type !== 'null') ?? field) : field;
  const type = Array.isArray(main.type) ? main.type[0] : main.type;
  const textual = type === 'string' || (main === field && branches);
  if (textual) out.push(['an object', { $ne: 1 }], ['a number', 12345]);
  else out.push(['a string', 'not-of-this-type']);
  out.push(...outOfBounds(main, type));
  const dates = [field, ...(field.anyOf ?? []), ...(field.oneOf ?? [])].some((s) => s.format === 'date' || s.format === 'date-time');
  if (dates) out.push(['year 0000', '0000-01-01'], ['9999-12-31', '9999-12-31'], ['2026-02-30', '2026-02-30']);
  return out;
}

/** Values just past a field's declared bounds and choices: each is refused, in words (issue 42). */
function outOfBounds(field: JsonSchema, type: string | undefined): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (field.enum?.length) out.push(['not one of its choices', 'not-one-of-these']);
  if (type === 'string' && field.maxLength !== undefined && field.maxLength < MEGABYTE.length)
    out.push(['one character over its limit', 'a'.repeat(field.maxLength + 1)]);
  if (type === 'string' && field.minLength !== undefined && field.minLength > 1 && !field.format && !field.pattern)
    out.push(['one character under its minimum', 'a'.repeat(field.minLength - 1)]);
  if (type === 'number' || type === 'integer') {
    if (field.maximum !== undefined) out.push(['over its maximum', field.maximum + 1]);
    if (field.minimum !== undefined) out.push(['under its minimum', field.minimum - 1]);
    if (type === 'integer') out.push(['a fraction', 1.5]);
  }
  return out;
}

/**
 * Hostile texts for a path or query parameter (URL-encoded). Those marked `always` are refused
 * by every parameter; the others only by a parameter with a shape (an id, a date, a number, a
 * choice): free text such as a search may hold them, and must then simply not fail.
 */
export const HOSTILE_URL_VALUES: { what: string; value: string; always: boolean }[] = [
  { what: 'a NUL byte', value: '%00', always: true },
  { what: 'a long text', value: 'a'.repeat(20_000), always: true },
  { what: 'not an id', value: 'not-an-id', always: false },
  { what: 'a lone surrogate (bad UTF-8)', value: '%ED%A0%80', always: false },
  { what: 'a broken escape', value: '%E0%A4%A', always: false },
  { what: 'year 0000', value: '0000-01-01', always: false },
  { what: '9999-12-31', value: '9999-12-31', always: false },
  { what: 'a path trick', value: '..%2F..%2Fetc%2Fpasswd', always: false },
];

/** A parameter that takes any text (no format, pattern or list of choices). */
export function isFreeText(field: JsonSchema | undefined): boolean {
  if (!field) return true;
  const branches = field.anyOf ?? field.oneOf;
  if (branches) return branches.some(isFreeText);
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  return (type === 'string' || type === undefined) && !field.format && !field.enum && field.const === undefined && !field.pattern;
}
