import fc from 'fast-check';
import {
  type GraphQLInputField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
} from 'graphql';

/*
 * The values the fuzz suite sends: plausible values of the declared type, so a
 * request gets past coercion into the validators and services, mixed with the hostile classes: wrong types,
 * null, NUL and control characters, lone surrogates, 1 MB strings, huge numbers and deep JSON.
 */

/** 1 MB of text: longer than every MaxLength, shorter than the fuzz server's body limit. */
export const MEGABYTE_STRING = 'a'.repeat(1024 * 1024);

/** Nesting deep enough to hurt a recursive walker, small enough to stay under the body limit. */
const DEEP: Record<string, string> = {
  __fuzz_deep_array__: `${'['.repeat(5000)}1${']'.repeat(5000)}`,
  __fuzz_deep_object__: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
};

/**
 * JSON.stringify with the deep-JSON placeholders written out as text: the test process's own stringify would
 * overflow its stack on them.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"(__fuzz_deep_(?:array|object)__)"/g, (_m, key: string) => DEEP[key]);
}

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** Strings carrying NUL, other control characters or a lone surrogate somewhere. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'x\ud800@example.com', '\ud800', 'a\u001bb', '\r\n', '%00', '\u0000'.repeat(10)),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.oneof(controlChar, loneSurrogate), fc.string({ maxLength: 8 }))
    .map(([a, b, c]) => `${a}${b}${c}`),
);

/** Numbers no column holds: beyond 32 bits, beyond 2^53, fractions, negative zero. */
export const hugeNumber: fc.Arbitrary<number> = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  1.5,
  -0,
  Number.MAX_SAFE_INTEGER,
);

/** Hostile values for a JSON field, whatever its type. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 6 },
  { arbitrary: nastyString, weight: 5 },
  { arbitrary: hugeNumber, weight: 2 },
  { arbitrary: fc.constant(MEGABYTE_STRING), weight: 2 },
  { arbitrary: fc.constantFrom('__fuzz_deep_array__', '__fuzz_deep_object__'), weight: 1 },
  { arbitrary: fc.constantFrom(true, false, 0, -1, '', ' ', [], {}, [null], { $ne: 1 }, ['a', 1]), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

/** Plausible strings by field name: enough to reach the rules behind the first one. */
function plausibleString(field: string): fc.Arbitrary<string> {
  const f = field.toLowerCase();
  if (f.includes('email') || f === 'username') return fc.constantFrom('fuzz@example.com', 'user@example.com', 'not-an-email', 'a@b');
  if (f.includes('uuid'))
    return fc.constantFrom('3b241101-e2bb-4255-8caf-4136c566a962', 'not-a-uuid', '00000000-0000-0000-0000-000000000000');
  if (f === 'url' || f.endsWith('url') || f === 'apibase')
    return fc.constantFrom('https://fuzz.invalid/page', 'fuzz.invalid', 'javascript:alert(1)', '/api', 'http://');
  if (f === 'host') return fc.constantFrom('fuzz.invalid', 'Fuzz.Invalid', 'localhost', 'a..b');
  if (f === 'country') return fc.constantFrom('US', 'ZZ', 'usa');
  if (f === 'currency') return fc.constantFrom('USD', 'usd', 'EURO');
  if (f === 'slug' || f === 'code') return fc.constantFrom('fuzz-slug', 'Fuzz Slug', 'demo', '-');
  if (f.endsWith('at') || f === 'after' || f === 'before')
    return fc.constantFrom('2026-01-01', '2026-13-45', 'yesterday', '2026-01-01T00:00:00Z');
  if (f.includes('password')) return fc.constantFrom('short', 'long-enough-password');
  if (f === 'field') return fc.constantFrom('id', 'createdAt', 'nope', 'owner');
  if (f === 'cookietypes') return fc.constantFrom('essential,analytics', 'nonsense', '');
  return fc.string({ maxLength: 16 });
}

function plausibleScalar(type: GraphQLScalarType, field: string): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(0, 1, 2, 3, 999999), fc.integer({ min: -5, max: 100 }));
    case 'Float':
      return fc.oneof(fc.constantFrom(0, 1.5, 2, 10, 11), fc.double({ min: -100, max: 100, noNaN: true }));
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc.constantFrom('2026-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z', '1900-01-01T00:00:00Z');
    case 'JSONObject':
      return fc.oneof(fc.object({ maxDepth: 2 }), fc.constant({ prop: { siteName: 'x' } }));
    default:
      return plausibleString(field);
  }
}

/** A value of the declared GraphQL input type, or now and then a hostile one. */
export function valueOf(type: GraphQLInputType, field: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausibleValue(type, field, depth), weight: 3 }, { arbitrary: hostile, weight: 2 });
}

/** A value that coerces to the declared type (it may still break a rule behind it). */
export function plausibleValue(type: GraphQLInputType, field: string, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return plausibleValue(type.ofType, field, depth);
  if (type instanceof GraphQLList) return fc.array(plausibleValue(type.ofType, field, depth + 1), { maxLength: 3 });
  if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type instanceof GraphQLInputObjectType) return plausibleObject(type, depth + 1);
  return plausibleScalar(type as GraphQLScalarType, field);
}

function isRequired(f: GraphQLInputField): boolean {
  return f.type instanceof GraphQLNonNull && f.defaultValue === undefined;
}

/** Required fields and some optional ones, every value coercing: what a well-behaved client sends. */
function plausibleObject(type: GraphQLInputObjectType, depth: number): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 4) return fc.constant({});
  const fields = Object.values(type.getFields());
  const model = Object.fromEntries(fields.map((f) => [f.name, plausibleValue(f.type, f.name, depth)]));
  return fc.record(model, { requiredKeys: fields.filter(isRequired).map((f) => f.name) });
}

/**
 * One field hostile (or, for a nested input, one field inside it), every other one plausible: the hostile value
 * gets past coercion of the rest to the rule or service that has to refuse it.
 */
export function oneHostile(type: GraphQLInputType, field: string, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return oneHostile(type.ofType, field, depth);
  if (type instanceof GraphQLList) {
    return fc.oneof(
      hostile,
      fc.tuple(plausibleValue(type.ofType, field, depth), oneHostile(type.ofType, field, depth + 1)).map(([a, b]) => [a, b]),
    );
  }
  if (!(type instanceof GraphQLInputObjectType) || depth > 4) return hostile;
  const fields = Object.values(type.getFields());
  if (!fields.length) return hostile;
  return fc.constantFrom(...fields).chain((target) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields)
      model[f.name] = f === target ? oneHostile(f.type, f.name, depth + 1) : plausibleValue(f.type, f.name, depth + 1);
    return fc.record(model, { requiredKeys: [...fields.filter(isRequired).map((f) => f.name), target.name] });
  });
}

/** Bodies and variables: mostly one hostile field among plausible ones, sometimes anything anywhere. */
export function inputObject(type: GraphQLInputObjectType, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, f] of Object.entries(type.getFields())) model[name] = valueOf(f.type, name, depth);
  model.__unknown = hostile;
  return fc.oneof(
    { arbitrary: oneHostile(type, type.name, depth) as fc.Arbitrary<Record<string, unknown>>, weight: 3 },
    { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
  );
}

/** Characters a query string or path may carry, percent-encoded by `encodeLoose`. */
export const queryValue: fc.Arbitrary<string | string[] | Record<string, string>> = fc.oneof(
  {
    arbitrary: fc.constantFrom('1', '0', '-1', '2147483648', '99999999999999999999', '1e9', 'true', 'asc', 'desc', '', ' ', 'id__desc'),
    weight: 4,
  },
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
  { arbitrary: fc.constant('x'.repeat(6000)), weight: 1 },
  { arbitrary: fc.array(fc.constantFrom('1', 'a', '\u0000'), { minLength: 2, maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.constantFrom('after', 'before', 'id', 'x', '$ne'), fc.constantFrom('2026-01-01', 'asc', 'zz', '\u0000'), {
      maxKeys: 2,
    }),
    weight: 1,
  },
);

/** encodeURIComponent that sends a lone surrogate as the (invalid) UTF-8 bytes of its code unit instead of throwing. */
export function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string in express's extended syntax: `a=1`, `a=1&a=2` for lists, `a[b]=c` for objects. */
export function queryString(params: Record<string, string | string[] | Record<string, string>>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const item of v) parts.push(`${encodeLoose(k)}=${encodeLoose(item)}`);
    else if (typeof v === 'object')
      for (const [sub, item] of Object.entries(v)) parts.push(`${encodeLoose(k)}[${encodeLoose(sub)}]=${encodeLoose(item)}`);
    else parts.push(`${encodeLoose(k)}=${encodeLoose(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
