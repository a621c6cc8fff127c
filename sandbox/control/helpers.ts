import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, parse, strictId } from '../http/endpoint';

/** Reads and checks a control API body (422 in plain words when it doesn't fit). */
export async function controlBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new HttpError(422, { message: "The request body isn't valid JSON.", errors: {} });
    }
  }
  return parse(schema, json);
}

export function controlId(c: Context, name: string): number {
  const value = strictId(c.req.param(name));
  if (value === null) throw new HttpError(404, { message: 'Not found.' });
  return value;
}

/** Runs a control handler, turning HttpError into its JSON answer. */
export function controlHandler(fn: (c: Context) => Promise<Response> | Response) {
  return async (c: Context) => {
    try {
      return await fn(c);
    } catch (error) {
      if (error instanceof HttpError) return c.json(error.body, error.status as 400);
      throw error;
    }
  };
}
