import type { Duplex } from 'node:stream';

/** Node's own limit, said out loud: a request whose headers pass it is answered 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

const ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: `The request's headers are too large: the service accepts up to ${MAX_HEADER_BYTES / 1024} KB of them. Nothing was changed.`,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive, so the service stopped waiting for it. Please try again.',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: "The service couldn't read this request. Nothing was changed." };

/**
 * Answers a request Node's HTTP parser refused before any route could see it (headers over the
 * limit, a malformed request, a timeout) in the API's JSON shape, instead of Node's bare status
 * line. The server's 'clientError' event; like Node's own handler, it writes only when no answer
 * to an earlier request on the same connection has started.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
