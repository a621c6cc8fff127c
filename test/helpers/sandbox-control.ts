/**
 * The sandbox's control API (shared/spec/sandbox-control.md), one way for every test: the
 * sandbox's address (its `url`, where /__sandbox/* lives), then the method, the path and the JSON
 * body (none when undefined), in that order. Answers the parsed JSON, or null for an empty answer
 * (204); an error status throws, with the sandbox's own words, so a set-up that failed never
 * passes for one that worked.
 */
export async function control<T = any>(sandboxUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}
