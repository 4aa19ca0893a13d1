import { parse } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { formatError } from '../../graphql/errors';
import { findBadLiteral } from '../../graphql/input-text';
import { findBadText, isCleanText } from '../input-guard';

// What the edge guard refuses and what it lets through (the HTTP behaviour is in input-guard.http.test.ts).

describe('isCleanText', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', 'a\u0007'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['unit separator', '\u001f'],
    ['DEL', '\u007f'],
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s', (_name, text) => expect(isCleanText(text)).toBe(false));

  it.each([
    ['plain text', 'hello'],
    ['TAB, LF and CR', 'a\tb\nc\r\n'],
    ['accents', 'Ça, Zürich, São Paulo'],
    ['CJK', '東京 流量 한국어'],
    ['emoji (surrogate pairs)', '🚀👍🏽 👨‍👩‍👧'],
    ['C1 controls and non-characters are text', '\u0085\u00a0\ufffd\ufeff'],
    ['empty', ''],
  ])('accepts %s', (_name, text) => expect(isCleanText(text)).toBe(true));
});

describe('findBadText', () => {
  it('names the path of the first refused value, keys included', () => {
    expect(findBadText({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toEqual({ path: 'b.1.c', message: expect.any(String) });
    expect(findBadText({ nested: { ['k\u0001']: 1 } })?.path).toBe('nested');
    expect(findBadText({ q: '\u0000' }, 'variables')?.path).toBe('variables.q');
    expect(findBadText('\ud800')?.path).toBe('');
    expect(findBadText({ a: 1, b: null, c: true, d: ['fine', 'still fine'] })).toBeNull();
  });

  it('walks deep JSON without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findBadText(deep)).not.toBeNull();
  });
});

describe('findBadLiteral', () => {
  it('finds control escapes in arguments, nested input objects, lists, directives and default values', () => {
    expect(findBadLiteral(parse('{ a: user(id: 1) { projects(filter: { title: "\\u0000" }) { total } } }'))?.path).toBe(
      'a.projects.filter.title',
    );
    expect(findBadLiteral(parse('{ x(codes: ["A", "\\u0001"]) }'))?.path).toBe('x.codes.1');
    expect(findBadLiteral(parse('query($q: String = "\\u007f") { x(q: $q) }'))?.path).toBe('$q');
    expect(findBadLiteral(parse('{ x @include(if: true) @tag(name: "\\u0002") }'))?.path).toBe('x.@tag.name');
    expect(findBadLiteral(parse('query { ...F } fragment F on Query { y(s: "\\u0003") }'))?.path).toBe('y.s');
    expect(findBadLiteral(parse('{ x(s: "Zürich 😀 \\n \\t") }'))).toBeNull();
  });
});

describe('formatError and a validator that throws', () => {
  it('answers a masked INTERNAL_SERVER_ERROR, not "errors is not iterable"', () => {
    // validator.js's isEmail throws URIError on a lone surrogate; class-validator rejects with it, type-graphql wraps it.
    const error = new ArgumentValidationError(new URIError('URI malformed') as never);
    const out = formatError({ message: error.message, extensions: error.extensions }, error, false);
    expect(out).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
