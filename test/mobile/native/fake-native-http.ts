import type { HttpOptions, HttpResponse } from '@capacitor/core';
import type { NativeHttp } from '../../../mobile/native/native-fetch';

export type Platform = 'android' | 'ios';

/**
 * Capacitor's native HTTP plugin (CapacitorHttp.request) as its Android and iOS sides answer,
 * made on Node's fetch: redirects followed only without `disableRedirects`; a JSON answer parsed
 * (Android strips a JSON string's quotes; iOS answers an unreadable one with an error's words);
 * Android's 4xx/5xx bodies as text marked `error`; anything else, with responseType 'arraybuffer',
 * as base64. A body arrives as text, or as base64 with dataType 'file'. Failures reject as each
 * platform does: Android with the Java exception's class as `code`, iOS with only an error domain.
 */
export function fakeNativeHttp(platform: Platform, log: HttpOptions[] = []): NativeHttp {
  return {
    async request(options: HttpOptions): Promise<HttpResponse> {
      log.push(options);
      const headers = new Headers(options.headers);
      let body: Uint8Array | string | undefined;
      if (options.data !== undefined && options.data !== null && headers.has('content-type')) {
        body = options.dataType === 'file' ? new Uint8Array(Buffer.from(options.data as string, 'base64')) : (options.data as string);
      }
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: options.method ?? 'GET',
          headers,
          ...(body === undefined ? {} : { body }),
          redirect: options.disableRedirects === true ? 'manual' : 'follow',
        });
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (platform === 'ios') throw Object.assign(new Error('Could not connect to the server.'), { code: 'NSURLErrorDomain' });
        const javaClass = code === 'ECONNREFUSED' ? 'ConnectException' : code === 'ENOTFOUND' ? 'UnknownHostException' : 'IOException';
        throw Object.assign(new Error(`failed: ${code ?? 'unknown'}`), { code: javaClass });
      }
      const answerHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        answerHeaders[platform === 'ios' ? name : name.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase())] = value;
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      const isError = response.status >= 400;
      let data: unknown;
      if ((response.headers.get('content-type') ?? '').includes('application/json')) data = parseJson(platform, text);
      else if (platform === 'android' && isError) data = text;
      else if (options.responseType === 'arraybuffer' || options.responseType === 'blob') data = Buffer.from(bytes).toString('base64');
      else data = text;
      return {
        status: response.status,
        headers: answerHeaders,
        url: response.url || options.url,
        data,
        ...(platform === 'android' && isError ? { error: true } : {}),
      };
    },
  };
}

function parseJson(platform: Platform, text: string): unknown {
  const trimmed = text.trim();
  if (platform === 'android') {
    if (trimmed === '') return '';
    if (/^".*"$/.test(trimmed)) return trimmed.slice(1, -1);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return platform === 'ios' ? 'The data couldn’t be read because it isn’t in the correct format.' : text;
  }
}
