import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazy } from '../../../shared/api/lazy';
import { tolerant } from '../../../shared/api/operation';
import { operations } from '../../../shared/api';
import { UpdateMemorialBody } from '../../../shared/api/memorials';
import { APP_OPERATIONS, OutboxEntry } from '../../../shared/bridge';
import { id } from '../../../shared/api/fields';
import { FIELD } from '../../../shared/api/field-labels';

describe('a schema built when first used (shared/api/lazy.ts)', () => {
  it('is built at the first question, once, and not before', () => {
    let built = 0;
    const Person = lazy(() => {
      built++;
      return z.strictObject({ name: z.string(), age: z.number().int() });
    });
    const List = lazy(() => z.array(Person));
    expect(built).toBe(0);
    // Named inside another schema: still not built.
    const Family = z.object({ people: List });
    expect(built).toBe(0);
    expect(Family.parse({ people: [{ name: 'Eleanor', age: 81 }] })).toEqual({ people: [{ name: 'Eleanor', age: 81 }] });
    expect(built).toBe(1);
    expect(Person.safeParse({ name: 'Walter', age: 'old' }).success).toBe(false);
    expect(built).toBe(1);
  });

  it('answers as the schema itself: instanceof, shape, methods, in, keys and spreading', () => {
    const Memorial = lazy(() => z.strictObject({ id: z.number().int(), title: z.string().nullable() }));
    expect(Memorial instanceof z.ZodObject).toBe(true);
    expect(Memorial instanceof z.ZodString).toBe(false);
    expect(Object.keys(Memorial.shape)).toEqual(['id', 'title']);
    expect('_zod' in Memorial).toBe(true);
    expect(Memorial.optional().parse(undefined)).toBeUndefined();
    expect(Memorial.extend({ slug: z.string() }).parse({ id: 1, title: null, slug: 'a' })).toEqual({ id: 1, title: null, slug: 'a' });
    expect(Memorial.pick({ id: true }).parse({ id: 2 })).toEqual({ id: 2 });
    // The loose view a client reads answers with, made from the stand-in.
    expect(tolerant(Memorial).parse({ id: 3, title: 'Gardener', added: true })).toEqual({ id: 3, title: 'Gardener', added: true });
    const Words = lazy(() => ({ title: z.string().max(3), subtitle: z.string() }));
    expect(Object.keys(Words)).toEqual(['title', 'subtitle']);
    expect(z.strictObject({ ...Words }).safeParse({ title: 'long', subtitle: '' }).success).toBe(false);
  });

  it('has the JSON Schema and the description of the schema itself (zod keeps both by identity; the MCP server’s tools read them)', () => {
    const same = <T extends z.ZodType>(make: () => T) => expect(z.toJSONSchema(lazy(make))).toEqual(z.toJSONSchema(make()));
    same(() => z.strictObject({ id: z.number().int(), title: z.string().nullable() }));
    // The steps that look for the schema itself as zod files what it makes of one.
    same(() => z.string().optional());
    same(() => z.number().default(3));
    same(() => z.string().readonly());
    same(() => z.string().catch('x'));
    same(() => id(FIELD.memorial));
    same(() => z.string().describe('The title, at most 255 characters.'));
    // Inside another schema, by the stand-in.
    const Memorial = lazy(() => id(FIELD.memorial));
    const Title = lazy(() => z.string().describe('The title.'));
    expect(z.toJSONSchema(z.object({ memorial: Memorial, title: Title.optional(), again: Title }))).toEqual(
      z.toJSONSchema(z.object({ memorial: id(FIELD.memorial), title: z.string().describe('The title.').optional(), again: z.string().describe('The title.') })),
    );
    expect(Title.description).toBe('The title.');
    expect(z.globalRegistry.get(Title)).toEqual({ description: 'The title.' });
    // The bridge's, which carry schemas of several kinds.
    expect(() => z.toJSONSchema(OutboxEntry, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  it('keeps the contract as it was: its operations and the bridge’s check what they checked', () => {
    expect(operations.listMyMemorials.method).toBe('GET');
    expect(operations.updateMyMemorial.body.safeParse({ title: 'x'.repeat(256) }).success).toBe(false);
    expect(Object.keys(UpdateMemorialBody.shape)).toContain('title');
    expect(APP_OPERATIONS['inbox.watch'].args.safeParse({ accountId: 'a', watching: 'all' }).success).toBe(true);
    expect(APP_OPERATIONS['inbox.watch'].args.safeParse({ accountId: 'a', watching: 'some' }).success).toBe(false);
  });
});
