import type { Hono } from 'hono';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Caller } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { authenticate, callEndpoint, errorAnswer, HttpError, MESSAGES, spendBudget, type Endpoint } from '../http/endpoint';
import { addressOf } from '../http/mount';
import { deriveTools, splitArguments, toolResult, type DerivedTool } from './tools';

/** Where the MCP server is: {mcp_url} is {app_url}/mcp. */
export const MCP_PATH = '/mcp';
/** Where a client can learn that address without being told (an MCP Server Card, SEP-2127). */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';

const SERVER_INFO = { name: 'memorial-service-sandbox', title: 'Memorial Service (sandbox)', version: '1.5.0' };

/**
 * The SDK, loaded with the first MCP request rather than at every start of the sandbox (and of the
 * app's demo, which embeds it): it takes a tenth of a second or more to load.
 */
let sdk: ReturnType<typeof loadSdk> | null = null;
async function loadSdk() {
  const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { McpServer, WebStandardStreamableHTTPServerTransport, ...types };
}

const INSTRUCTIONS =
  "The tools act for one person, the owner of the personal token that signs each request, on the memorials that person looks after. Each tool is an operation of the Memorial Service API and answers with the same record. A refusal carries the service's own message, written to be read aloud. Wording is safety-checked before it is shown, and nothing here emails anyone.";

/**
 * The MCP server (spec 1 and 4.6) over the Streamable HTTP transport of the official SDK,
 * stateless: each POST is authenticated like the API (a personal token: 401 without a valid one,
 * 403 for a business token) and answered by a fresh server holding that caller, with JSON
 * answers (no streams to keep open). The tools are derived from the same endpoints the HTTP API
 * serves (tools.ts).
 *
 * Rate limit: each tool call spends one request of the token's budget, the same sliding minute
 * the API spends from; the protocol's own messages (initialize, tools/list, ping) are
 * authenticated but not counted, so connecting does not use up a person's requests. A call over
 * the budget is a tool error carrying the API's 429 words and retry_after.
 */
export function registerMcp(app: Hono, ctx: SandboxContext, endpoints: readonly Endpoint[]): void {
  const tools = deriveTools(endpoints);

  app.post(MCP_PATH, async (c) => {
    let caller: Caller;
    try {
      caller = authenticate(ctx, c.req.header('authorization'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return c.json(error.body, 401, { 'WWW-Authenticate': 'Bearer realm="Memorial Service"' });
    }
    if (caller.kind !== 'personal') return c.json({ message: MESSAGES.wrongKind.personal }, 403);

    const { WebStandardStreamableHTTPServerTransport } = await (sdk ??= loadSdk());
    const server = await serverFor(ctx, tools, caller, addressOf(c));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      // The body was size-checked by the guards; a chunked one is already read into c.req.raw.
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  app.on(['GET', 'DELETE'], MCP_PATH, (c) =>
    c.json({ message: 'This MCP server takes POST requests only: it is stateless and answers each one in JSON.' }, 405, { Allow: 'POST' }),
  );

  app.get(SERVER_CARD_PATH, (c) =>
    c.json({
      ...SERVER_INFO,
      description: 'The personal-tier operations of the Memorial Service API as tools, for the person whose personal token signs the requests.',
      remotes: [
        {
          type: 'streamable-http',
          url: `${ctx.appUrl}${MCP_PATH}`,
          headers: [
            {
              name: 'Authorization',
              description: 'Bearer and a personal access token (the device flow, POST /auth/device).',
              isRequired: true,
              isSecret: true,
            },
          ],
        },
      ],
    }),
  );
}

/** An MCP server for one request, acting for its caller. */
async function serverFor(ctx: SandboxContext, tools: Map<string, DerivedTool>, caller: Caller, address: string): Promise<McpServer> {
  const { McpServer, ListToolsRequestSchema, CallToolRequestSchema, McpError, ErrorCode } = await (sdk ??= loadSdk());
  const mcp = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  // The tools are made from the contract at start, with the service's own parsing and words, so
  // they are served through the underlying Server (the SDK's way for custom request handlers)
  // rather than McpServer.registerTool, whose own validation would answer in other words.
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools.values()].map((t) => t.definition) }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `There is no tool called "${request.params.name}".`);
    const { operation } = tool.endpoint;
    try {
      const headers = spendBudget(ctx, caller);
      const { params, query, body } = splitArguments(operation, request.params.arguments ?? {});
      return toolResult(await callEndpoint(tool.endpoint, { caller, address, params, query, readBody: () => Promise.resolve(body), headers }));
    } catch (error) {
      if (error instanceof HttpError) return toolResult(errorAnswer(operation, error));
      console.error(`sandbox: the MCP tool ${operation.name} failed`, error);
      return toolResult({ status: 500, body: { message: 'Something went wrong in the sandbox. Please try again.' }, headers: {} });
    }
  });
  return mcp;
}
