/**
 * The pieces of the web platform shared/ uses beyond ES2024: the WHATWG URL, base64 (btoa, atob)
 * and random bytes (crypto.getRandomValues), which Node, every browser and a phone's WebView all have. Declared here (for shared/'s own compile only) with just
 * what shared/ reads, since shared/ takes neither Node's types nor the DOM's.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly pathname: string;
}

declare function btoa(data: string): string;
declare function atob(data: string): string;
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
