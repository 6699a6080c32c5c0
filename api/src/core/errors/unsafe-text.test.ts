import { isCalendarDay, isCalendarMonth, isUnsafeText, unsafeTextPath } from '@chantiers/schema';
import { buildSchema, execute, parse } from 'graphql';
import { guardTextArguments, unsafeTextFields } from './unsafe-text';

describe('unsafe text', () => {
  test.each([
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\udfff', true],
    ['\udc00\ud800', true],
    ['😀', false],
    ['é\u202e<script>', false],
    ['', false],
  ])('%j unsafe: %s', (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  test('the path of the first unsafe string, at any depth, keys included', () => {
    expect(unsafeTextPath({ input: { name: 'ok', tags: ['a', 'b\u0000'] } })).toEqual(['input', 'tags', '1']);
    expect(unsafeTextPath({ input: { ['k\u0000']: 1 } })).toEqual(['input', 'k\u0000']);
    expect(unsafeTextPath({ page: 1, ok: true, n: null })).toBeNull();
  });

  test('a body nested deeper than the call stack is walked without overflowing it', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toHaveLength(100_000);
  });

  test('fields are named below an input object or a list, by the argument itself otherwise', () => {
    expect(unsafeTextFields({ id: 'x', input: { name: '\u0000' } })).toEqual({ name: 'validation.text.unsafe' });
    expect(unsafeTextFields({ inputs: [{ endDate: '\ud800' }] })).toEqual({ '0.endDate': 'validation.text.unsafe' });
    expect(unsafeTextFields({ search: '\u0000' })).toEqual({ search: 'validation.text.unsafe' });
    expect(unsafeTextFields({ search: 'béton' })).toBeNull();
  });

  test('a guarded schema refuses unsafe arguments before the resolver runs', async () => {
    const resolved: string[] = [];
    const guarded = guardTextArguments(buildSchema('type Query { echo(text: String): String }'));
    const root = { echo: ({ text }: { text: string }) => (resolved.push(text), text) };
    const ok = await execute({ schema: guarded, document: parse('{ echo(text: "béton") }'), rootValue: root });
    const refused = await execute({ schema: guarded, document: parse('{ echo(text: "b\\u0000") }'), rootValue: root });
    expect(ok.data).toEqual({ echo: 'béton' });
    expect(refused.errors?.[0].originalError).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: 'validation.text.unsafe' } });
    expect(resolved).toEqual(['béton']);
  });
});

describe('calendar dates', () => {
  test.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['9999-12-31', true],
    ['2026-1-1', false],
  ])('%s is a day: %s', (value, ok) => {
    expect(isCalendarDay(value)).toBe(ok);
  });

  test('months from 1900', () => {
    expect(isCalendarMonth('2026-01')).toBe(true);
    expect(isCalendarMonth('0000-01')).toBe(false);
    expect(isCalendarMonth('2026-13')).toBe(false);
  });
});
