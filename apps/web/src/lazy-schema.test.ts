import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds += 1;
      return z.string().trim().min(1, 'Name is required');
    });
    expect(builds).toBe(0);
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('Name is required');
    expect(builds).toBe(1);
  });

  it('works inside other schemas, extended, optional and in unions', () => {
    const hours = lazySchema(() => z.number().min(0, 'Hours cannot be negative'));
    const fields = { hours, note: lazySchema(() => z.string().max(3)) };
    const entry = lazySchema(() => z.object({ ...fields }));
    const dated = lazySchema(() => entry.extend({ date: z.iso.date() }));
    expect(dated.parse({ hours: 2, note: 'ok', date: '2026-11-27' })).toEqual({ hours: 2, note: 'ok', date: '2026-11-27' });
    expect(dated.safeParse({ hours: -1, note: 'ok', date: '2026-11-27' }).error?.issues[0]?.message).toBe('Hours cannot be negative');
    expect(z.object({ h: hours.optional() }).parse({})).toEqual({});
    expect(z.union([hours, z.literal('none')]).parse('none')).toBe('none');
    expect(Object.keys(entry.shape)).toEqual(['hours', 'note']);
  });

  it('passes as the schema it stands for', () => {
    const schema = lazySchema(() => z.object({ a: z.string() }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('parse' in schema).toBe(true);
    expect(schema.pick({ a: true }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
