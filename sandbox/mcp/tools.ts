import { z } from 'zod';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { AnyOperation } from '../../shared/api/operation';
import type { Answer, Endpoint } from '../http/endpoint';

/**
 * The MCP server's tools, derived from the contract: one per personal-tier operation of
 * shared/api (spec 4.6's last paragraph), named after it, described by its summary, its input
 * schema made from the operation's own zod schemas for path, query and body. The tool runs the
 * same endpoint the HTTP route runs, so a change to an operation changes its tool.
 */
export interface DerivedTool {
  readonly definition: Tool;
  readonly endpoint: Endpoint;
}

export function deriveTools(endpoints: readonly Endpoint[]): Map<string, DerivedTool> {
  const tools = new Map<string, DerivedTool>();
  for (const endpoint of endpoints) {
    const { operation } = endpoint;
    if (operation.token !== 'personal') continue;
    tools.set(operation.name, { definition: definitionOf(operation), endpoint });
  }
  return tools;
}

function definitionOf(operation: AnyOperation): Tool {
  const shape: Record<string, z.ZodType> = {};
  for (const part of [operation.params, operation.query, operation.body]) {
    for (const [key, schema] of Object.entries(shapeOf(part))) {
      // Path, query and body share one argument object, so a name may appear in only one of them.
      if (key in shape) throw new Error(`${operation.name}: "${key}" is both a path or query parameter and a body field`);
      shape[key] = schema;
    }
  }
  // A body that refuses unknown fields (PATCH of a memorial) makes the tool refuse them too.
  const input = isStrict(operation.body) ? z.strictObject(shape) : z.object(shape);
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(input, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  return {
    name: operation.name,
    description: operation.summary,
    inputSchema: inputSchema as Tool['inputSchema'],
    annotations: {
      readOnlyHint: operation.method === 'GET',
      destructiveHint: operation.method === 'DELETE',
      idempotentHint: operation.method === 'GET' || operation.method === 'PUT' || operation.method === 'DELETE',
      openWorldHint: false,
    },
  };
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? schema.shape : {};
}

function isStrict(schema: z.ZodType): boolean {
  return schema instanceof z.ZodObject && schema.def.catchall instanceof z.ZodNever;
}

/**
 * A tool's arguments as the API would receive them: path and query parameters by their names,
 * everything else in the body (where the operation's body schema decides what is allowed).
 */
export function splitArguments(
  operation: AnyOperation,
  args: Record<string, unknown>,
): { params: Record<string, unknown>; query: Record<string, unknown>; body: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const paramKeys = new Set(Object.keys(shapeOf(operation.params)));
  const queryKeys = new Set(Object.keys(shapeOf(operation.query)));
  for (const [key, value] of Object.entries(args)) {
    if (paramKeys.has(key)) params[key] = value;
    else if (queryKeys.has(key)) query[key] = value;
    else body[key] = value;
  }
  return { params, query, body };
}

/**
 * The API's answer as a tool result: on success the record the API returns, as structured content
 * and as its JSON text; on a refusal an error whose text is the service's own message, written to
 * be read aloud, with the whole body (code, errors, retry_after) as structured content.
 */
export function toolResult(answer: Answer): CallToolResult {
  if (answer.status >= 200 && answer.status < 300) {
    return { content: [{ type: 'text', text: JSON.stringify(answer.body) }], structuredContent: answer.body };
  }
  const message = typeof answer.body.message === 'string' ? answer.body.message : 'The service could not do this.';
  return { isError: true, content: [{ type: 'text', text: message }], structuredContent: answer.body };
}
