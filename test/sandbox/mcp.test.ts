import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { operations } from '../../shared/api';
import { useSandbox } from './harness';

/** The MCP server at {app_url}/mcp, driven with the official SDK's own client over Streamable HTTP. */
const h = useSandbox();
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

async function connect(token?: string): Promise<Client> {
  const client = new Client({ name: 'memorial-desk-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), {
    requestInit: { headers: token ? { authorization: `Bearer ${token}` } : {} },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

async function liveMemorial(token: string, name = 'Eleanor Rigby'): Promise<number> {
  const r = await h.api('POST', '/me/memorials', { token, body: { deceased_name: name } });
  await h.settle();
  return r.body.id as number;
}

describe('the MCP server’s tools, derived from the contract', () => {
  it('offers one tool per personal-tier operation of shared/api, named and described by it', async () => {
    const person = await h.person();
    const { tools } = await (await connect(person.token)).listTools();
    const personal = Object.values(operations).filter((op) => op.token === 'personal');
    expect(tools.map((t) => t.name).sort()).toEqual(personal.map((op) => op.name).sort());
    expect(tools).toHaveLength(26);
    for (const op of personal) expect(tools.find((t) => t.name === op.name)?.description).toBe(op.summary);
    // No business-tier or general operation is a tool.
    expect(tools.map((t) => t.name)).not.toContain('provisionMemorial');
    expect(tools.map((t) => t.name)).not.toContain('ping');
  });

  it('makes each input schema from the operation’s path, query and body schemas', async () => {
    const person = await h.person();
    const { tools } = await (await connect(person.token)).listTools();
    const schema = (name: string) =>
      tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, any>; required?: string[]; additionalProperties?: unknown };
    expect(Object.keys(schema('listContributions').properties).sort()).toEqual(['memorial', 'page', 'per_page', 'status']);
    expect(schema('listContributions').required).toEqual(['memorial']);
    expect(schema('listContributions').properties.status.enum).toEqual(['pending', 'approved', 'rejected', 'deleted']);
    expect(schema('rejectContribution').properties.reason.anyOf[0].description).toBe('The reason, at most 500 characters.');
    // PATCH refuses a field it does not know; so does its tool.
    expect(schema('updateMyMemorial').additionalProperties).toBe(false);
    expect(tools.find((t) => t.name === 'listMyMemorials')!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(tools.find((t) => t.name === 'deleteMyMemorial')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });
});

describe('calling tools', () => {
  it('reads: the same record the API returns', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
    const person = await h.person();
    const id = await liveMemorial(person.token);
    const client = await connect(person.token);
    const read = await call(client, 'getMyMemorial', { memorial: id });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toEqual((await h.api('GET', `/me/memorials/${id}`, { token: person.token })).body);
    expect(JSON.parse(textOf(read))).toEqual(read.structuredContent);
    const list = await call(client, 'listMyMemorials', { per_page: 1 });
    expect(list.structuredContent).toEqual((await h.api('GET', '/me/memorials?per_page=1', { token: person.token })).body);
  });

  it('changes: the same model as the route, visible through the API', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
    const person = await h.person();
    const client = await connect(person.token);
    const created = await call(client, 'createMyMemorial', { deceased_name: 'Albert Finch', birth_date: '1931-02-03' });
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toMatchObject({ status: 'generating', deceased_name: 'Albert Finch', message: expect.stringMatching(/isn't live yet/) });
    const id = created.structuredContent!.id as number;
    await h.settle();
    const tribute = (await h.control('POST', `/__sandbox/memorials/${id}/contributions`, { body: 'Kind words.', author_name: 'June' })).body.id as number;
    await h.settle();
    const rejected = await call(client, 'rejectContribution', { contribution: tribute, reason: 'Posted twice.' });
    expect(rejected.structuredContent).toMatchObject({ id: tribute, status: 'rejected' });
    const listed = await h.api('GET', `/memorials/${id}/contributions?status=rejected`, { token: person.token });
    expect(listed.body.data.map((t: { id: number }) => t.id)).toEqual([tribute]);
  });

  it('never does what the API forbids: refused words stay off the memorial, and nobody is emailed', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
    const person = await h.person();
    const id = await liveMemorial(person.token);
    await h.control('POST', `/__sandbox/memorials/${id}/premium`, { premium: true });
    const refused = (await h.control('POST', `/__sandbox/memorials/${id}/contributions`, { body: 'refuse-me please', author_name: 'Sam' })).body.id as number;
    await h.settle();
    const client = await connect(person.token);
    const approve = await call(client, 'approveContribution', { contribution: refused });
    expect(approve.isError).toBe(true);
    expect(approve.structuredContent).toEqual({ code: 'blocked_by_safety_check', message: textOf(approve) });
    expect(textOf(approve)).toMatch(/safety check couldn't accept the wording/);
    const emailsBefore = h.sandbox.context.db.all('SELECT id FROM sent_emails').length;
    const posted = await call(client, 'createBroadcast', { memorial: id, kind: 'event', title: 'Gathering', starts_at: '2026-12-05T14:00:00Z' });
    expect(posted.structuredContent).toMatchObject({ data: { is_showing: false }, message: expect.stringContaining('Nobody was emailed') });
    expect(h.sandbox.context.db.all('SELECT id FROM sent_emails')).toHaveLength(emailsBefore);
  });
});

describe('errors carry the service’s own words', () => {
  it('404, 422 and a refusal come back as tool errors whose text is the API’s message', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
    const owner = await h.person();
    const other = await h.person();
    const id = await liveMemorial(owner.token);
    const client = await connect(other.token);
    const notYours = await call(client, 'getMyMemorial', { memorial: id });
    expect(notYours).toMatchObject({ isError: true, structuredContent: { message: "We couldn't find that memorial among yours." } });
    expect(textOf(notYours)).toBe("We couldn't find that memorial among yours.");
    const http = await h.api('POST', '/me/memorials', { token: other.token, body: { deceased_name: 'x'.repeat(256) } });
    const tooLong = await call(client, 'createMyMemorial', { deceased_name: 'x'.repeat(256) });
    expect(tooLong.isError).toBe(true);
    expect(tooLong.structuredContent).toEqual(http.body);
    expect(textOf(tooLong)).toBe('The name can be at most 255 characters.');
    const badId = await call(client, 'getMyMemorial', { memorial: 'twelve' });
    expect(textOf(badId)).toBe('The memorial must be a whole number.');
  });

  it('answers an unknown tool with a protocol error', async () => {
    const person = await h.person();
    const client = await connect(person.token);
    await expect(client.callTool({ name: 'provisionMemorial', arguments: {} })).rejects.toThrow(/There is no tool called "provisionMemorial"/);
  });
});

describe('who may connect: a personal token, exactly like the API', () => {
  it('answers 401 without a token or with a bad one, 403 for a business token', async () => {
    const org = await h.organization();
    for (const [token, status] of [
      [undefined, 401],
      ['mdp_not-a-token', 401],
      [org.token, 403],
    ] as const) {
      const error = await connect(token).catch((e: unknown) => e);
      expect(error, String(token)).toBeInstanceOf(StreamableHTTPError);
      expect((error as StreamableHTTPError).code).toBe(status);
    }
    const raw = await fetch(`${h.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual((await h.api('GET', '/templates')).body);
    const business = await fetch(`${h.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await business.json()).toEqual((await h.api('GET', '/templates', { token: org.token })).body);
  });

  it('refuses a web page from another site', async () => {
    const person = await h.person();
    const r = await fetch(`${h.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${person.token}`,
        origin: 'https://evil.example',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(r.status).toBe(403);
  });
});

describe('the rate limit, one budget with the API', () => {
  it('counts each tool call in the token’s minute, shared with HTTP; connecting and listing do not', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 5 } });
    const person = await h.person();
    for (let i = 0; i < 3; i++) expect((await h.api('GET', '/templates', { token: person.token })).status).toBe(200);
    const client = await connect(person.token);
    await client.listTools();
    await client.listTools();
    expect((await call(client, 'listTemplates')).isError).toBeFalsy();
    expect((await call(client, 'listTemplates')).isError).toBeFalsy();
    const over = await call(client, 'listTemplates');
    expect(over.isError).toBe(true);
    expect(over.structuredContent).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests in a short time\. Please wait \d+ seconds? and try again\.$/),
      retry_after: expect.any(Number),
    });
    expect(textOf(over)).toBe(over.structuredContent!.message);
    // The API sees the same spent budget.
    const http = await h.api('GET', '/templates', { token: person.token });
    expect(http.status).toBe(429);
    await h.advance(61);
    expect((await call(client, 'listTemplates')).isError).toBeFalsy();
    expect((await h.api('GET', '/templates', { token: person.token })).status).toBe(200);
  });
});

describe('where a client learns the address', () => {
  it('publishes a server card at /.well-known/mcp/server-card.json naming {app_url}/mcp', async () => {
    const r = await fetch(`${h.url}/.well-known/mcp/server-card.json`);
    expect(r.status).toBe(200);
    const card = (await r.json()) as { remotes: Array<{ type: string; url: string }> };
    expect(card.remotes).toEqual([expect.objectContaining({ type: 'streamable-http', url: `${h.url}/mcp` })]);
  });

  it('answers GET and DELETE with 405: it is stateless', async () => {
    const person = await h.person();
    const r = await fetch(`${h.url}/mcp`, { headers: { authorization: `Bearer ${person.token}`, accept: 'text/event-stream' } });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });
});
