import { z } from 'zod';
import { lazy } from './lazy';

/**
 * One API operation, described once. The sandbox's routes, the core's client and the
 * renderer's hooks all read this description, so a change here is found by the compiler everywhere.
 *
 * Response schemas are the *strict* view: exactly the fields the spec lists (the sandbox emits
 * these and is checked against them). Clients use `tolerant(schema)`, which lets unknown fields
 * through at every depth, because the service only ever adds fields.
 */
/** Which bearer token an operation accepts: 'any' takes both kinds (GET /ping). */
export type TokenKind = 'personal' | 'business' | 'any' | 'none';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Responses = Readonly<Record<number, z.ZodType>>;

export interface Operation<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends Responses = Responses> {
  /** A stable camelCase name: the bridge and the client use it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to base_url (which ends in /api/v1); `{name}` marks a path parameter. */
  readonly path: string;
  readonly token: TokenKind;
  readonly summary: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** Every documented status with its body schema (strict view). */
  readonly responses: R;
}

export const NoInput = lazy(() => z.object({}));
export type NoInput = typeof NoInput;

/** The message-only body of 401, 403, 404 (spec 7: "not shown beyond a message field"). */
export const MessageBody = lazy(() => z.strictObject({ message: z.string() }));

/**
 * 422 validation failures. Sandbox choice (the spec shows only `message`): a `message` to read
 * aloud plus `errors`, the field names mapped to their messages, so an app can show each one
 * next to its field.
 */
export const ValidationErrorBody = lazy(() =>
  z.strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);

/** 429 from the per-token rate limit (spec 5.2, 5.3). Retry-After header carries the same seconds. */
export const RateLimitedBody = lazy(() =>
  z.strictObject({
    code: z.literal('rate_limited'),
    message: z.string(),
    retry_after: z.number().int().nonnegative(),
  }),
);

type AuthenticatedDefaults = {
  401: typeof MessageBody;
  403: typeof MessageBody;
  422: typeof ValidationErrorBody;
  429: typeof RateLimitedBody;
};
type Defaults<T extends TokenKind> = T extends 'none' ? { 422: typeof ValidationErrorBody } : AuthenticatedDefaults;

/** An operation's own answers plus the defaults; where both name a status, either body may come. */
type WithDefaults<R extends Responses, T extends TokenKind> = {
  [K in (keyof R | keyof Defaults<T>) & number]: K extends keyof R
    ? K extends keyof Defaults<T>
      ? z.ZodUnion<[R[K] & z.ZodType, Defaults<T>[K] & z.ZodType]>
      : R[K] & z.ZodType
    : K extends keyof Defaults<T>
      ? Defaults<T>[K] & z.ZodType
      : never;
};

/**
 * Describes an operation. Authenticated operations can also answer what every such endpoint can
 * (401 missing or invalid token, 403 wrong kind, 429 rate limit) and every operation can answer a
 * 422 validation failure; where the operation names one of these statuses itself (a 422 with a
 * `code`, say), its own body and the default are both allowed.
 */
export function defineOperation<
  const N extends string,
  const T extends TokenKind,
  R extends Responses,
  P extends z.ZodType = NoInput,
  Q extends z.ZodType = NoInput,
  B extends z.ZodType = NoInput,
>(def: {
  name: N;
  method: HttpMethod;
  path: string;
  token: T;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
}): Operation<P, Q, B, WithDefaults<R, T>> & { readonly name: N; readonly token: T } {
  const defaults: Record<number, z.ZodType> =
    def.token === 'none' ? { 422: ValidationErrorBody } : { 401: MessageBody, 403: MessageBody, 422: ValidationErrorBody, 429: RateLimitedBody };
  const responses: Record<number, z.ZodType> = { ...defaults };
  for (const [status, schema] of Object.entries<z.ZodType>(def.responses)) {
    const fallback = defaults[Number(status)];
    responses[Number(status)] = fallback && fallback !== schema ? z.union([schema, fallback]) : schema;
  }
  return {
    ...def,
    params: (def.params ?? NoInput) as P,
    query: (def.query ?? NoInput) as Q,
    body: (def.body ?? NoInput) as B,
    responses: responses as WithDefaults<R, T>,
  };
}

export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType, Responses>;
export type ParamsOf<O extends AnyOperation> = z.input<O['params']>;
export type QueryOf<O extends AnyOperation> = z.input<O['query']>;
export type BodyOf<O extends AnyOperation> = z.input<O['body']>;
export type StatusOf<O extends AnyOperation> = keyof O['responses'] & number;
export type ResponseOf<O extends AnyOperation, S extends StatusOf<O>> = z.output<O['responses'][S]>;

/** Fills `{name}` placeholders of a path, encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

const cache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The tolerant (client) view of a strict response schema: every object, however deep, lets
 * unknown fields through; everything else is unchanged. Results are cached per schema.
 */
export function tolerant<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  const known = cache.get(schema);
  if (known) return known as z.ZodType<z.output<S>>;
  const made = loosen(schema);
  cache.set(schema, made);
  return made as z.ZodType<z.output<S>>;
}

function loosen(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    const fields = Object.entries<z.ZodType>(schema.shape);
    for (const [key, value] of fields) shape[key] = loosen(value);
    return z.looseObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(loosen(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return loosen(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return loosen(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodType[]).map(loosen) as [z.ZodObject, z.ZodObject, ...z.ZodObject[]];
    return z.discriminatedUnion(schema.def.discriminator, options);
  }
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map(loosen) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodRecord) return z.record(schema.keyType as z.ZodString, loosen(schema.valueType as z.ZodType));
  return schema;
}
