import { IsBoolean, Length, Matches, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { ValidationError } from '../../common/errors';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { PageArgs } from '../../graphql/list.types';
import type { GateConfig } from './gate.entity';
import { OptionalNotNull } from '../../common/validation';

export const gateListSpec: ListSpec = {
  resource: 'Gate',
  filters: {
    name: { kind: 'partial' },
    host: { kind: 'partial' },
    enabled: { kind: 'boolean' },
  },
  order: { id: 'id', name: 'name', host: 'host', createdAt: 'createdAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.ASC }],
};

@InputType()
export class GateFilter {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) host?: string;
  @Field({ nullable: true }) enabled?: boolean;
}

@ArgsType()
export class GateListArgs extends PageArgs {
  @Field(() => GateFilter, { nullable: true })
  filter?: GateFilter | null;
}

/** A lower-case DNS host name: no scheme, port, path or trailing dot (the form gate resolution compares). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const hostMessage = 'The host must be a lower-case host name without scheme, port or path (e.g. shop.example.com).';
/** A path on the same origin (`/api`) or an absolute http(s) URL. */
const API_BASE = /^(\/[\w\-./]*|https?:\/\/[^\s]+)$/;
const apiBaseMessage = 'The API base must be a path starting with "/" or an http(s) URL.';
const configDescription = 'The brand configuration (docs/product.md#records "Gate configuration"); validated as a whole.';

@InputType()
export class GateCreateInput {
  @Field()
  @Length(1, 120)
  name!: string;

  @Field()
  @Matches(HOST, { message: hostMessage })
  host!: string;

  @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() enabled?: boolean;

  @Field({ nullable: true, description: 'Making a gate the default takes it from the previous default gate.' })
  @OptionalNotNull()
  @IsBoolean()
  isDefault?: boolean;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(10_000)
  description?: string;

  @Field({ nullable: true, description: 'Default /api.' })
  @OptionalNotNull()
  @MaxLength(255)
  @Matches(API_BASE, { message: apiBaseMessage })
  apiBase?: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: `${configDescription} Default: one built from the name and host.` })
  @OptionalNotNull()
  config?: Record<string, unknown>;
}

@InputType()
export class GateUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  name?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Matches(HOST, { message: hostMessage })
  host?: string;

  @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() enabled?: boolean;

  @Field({ nullable: true, description: 'Only true is accepted: make another gate the default to move it.' })
  @OptionalNotNull()
  @IsBoolean()
  isDefault?: boolean;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(10_000)
  description?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(255)
  @Matches(API_BASE, { message: apiBaseMessage })
  apiBase?: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: `${configDescription} Replaces the whole configuration.` })
  @OptionalNotNull()
  config?: Record<string, unknown>;
}

/** "required" for a missing key, else what the value should have been. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'This value is required.' : `This value should be ${what}.`;
const text = (max: number) =>
  z.string({ error: expected('a string') }).max(max, { error: `This value is too long (at most ${max} characters).` });
const required = (max: number) => text(max).trim().min(1, { error: 'This value should not be blank.' });
const optionalId = z
  .string({ error: expected('a string or null') })
  .trim()
  .max(255)
  .nullable()
  .default(null);
const httpUrl = z.url({ protocol: /^https?$/, error: 'This value is not a valid URL.' });
/** Empty: the gate has no address of its own and its links follow the deployment (modules/gates/site-url.ts). */
const siteUrl = z
  .string({ error: expected('a string') })
  .trim()
  .refine((v) => v === '' || httpUrl.safeParse(v).success, { error: 'This value is not a valid URL.' });
const jsonObject = z.record(z.string(), z.unknown(), { error: expected('an object') });

/** `--name: value` pairs that end up in a style sheet: no characters that could close the declaration. */
const cssVars = z.record(
  z.string().regex(/^--[a-zA-Z0-9-]{1,64}$/, { error: 'CSS variable names look like --primary-color.' }),
  z
    .string({ error: expected('a string') })
    .max(500)
    .regex(/^[^;{}<>]*$/, { error: 'A CSS value may not contain ; { } < or >.' }),
  { error: expected('an object') },
);

/** Payment method ids; the emulator is never offered to customers (docs/product.md#what-it-is). */
const paymentMethod = z
  .string({ error: expected('a string') })
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: 'A payment method is a lower-case identifier such as card.' })
  .refine((m) => m !== 'emulator', { error: 'The emulator payment method is never allowed.' });

export const gateConfigSchema = z.object(
  {
    prop: z.object(
      {
        siteName: required(120),
        siteUrl,
        supportEmail: z.email({ error: 'This value is not a valid email address.' }),
        logoText: z.object(
          { primary: required(120), secondary: text(120).optional(), short: text(16).optional() },
          { error: expected('an object') },
        ),
        cssVars: cssVars.default({}),
        pagesContent: jsonObject.default({}),
      },
      { error: expected('an object') },
    ),
    blog: z.object({ enabled: z.boolean({ error: expected('a boolean') }) }).default({ enabled: false }),
    paymentMethods: z.array(paymentMethod, { error: expected('a list') }).max(20),
    cardThreeDSecure: z.boolean({ error: expected('a boolean') }).default(false),
    css: text(100_000).default(''),
    style: jsonObject.default({}),
    chatToken: optionalId,
    pixelId: optionalId,
    tagManagerId: optionalId,
    recaptchaKey: optionalId,
    socialAuth: z
      .object({ google: httpUrl.nullable().default(null), facebook: httpUrl.nullable().default(null) })
      .default({ google: null, facebook: null }),
  },
  { error: expected('an object') },
);

/** Parses a configuration at the edge; violations name the path inside it, e.g. `config.prop.siteName`. */
export function parseGateConfig(raw: unknown): GateConfig {
  const result = gateConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      propertyPath: ['config', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}
