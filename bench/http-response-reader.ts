/**
 * Reads HTTP/1.1 responses off a keep-alive byte stream, one after another: status line,
 * headers, then a body framed by Content-Length or chunked transfer coding. Enough for our own
 * server's answers; anything else (a body delimited by closing the connection) is an error.
 */

export interface RawResponse {
  status: number;
  body: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const EMPTY = Buffer.alloc(0);

interface Head {
  status: number;
  contentLength: number | undefined;
  chunked: boolean;
}

function parseHead(text: string): Head {
  const lines = text.split('\r\n');
  const status = Number((lines[0] ?? '').slice(9, 12));
  if (!Number.isInteger(status) || status < 100) throw new Error(`bad status line: ${lines[0]}`);
  let contentLength: number | undefined;
  let chunked = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') contentLength = Number(value);
    else if (name === 'transfer-encoding') chunked = value.toLowerCase().includes('chunked');
  }
  const bodyless = status === 204 || status === 304 || status < 200;
  if (!chunked && contentLength === undefined && !bodyless) {
    throw new Error('a response without Content-Length or chunked coding');
  }
  return { status, contentLength: bodyless ? 0 : contentLength, chunked };
}

/** A complete chunked body at the start of `buf`: [body, bytes consumed], or undefined if more is needed. */
function readChunked(buf: Buffer): [Buffer, number] | undefined {
  const parts: Buffer[] = [];
  let pos = 0;
  for (;;) {
    const lineEnd = buf.indexOf(CRLF, pos);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buf.toString('latin1', pos, lineEnd).split(';')[0] ?? '', 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    const dataStart = lineEnd + 2;
    if (size === 0) {
      // no trailers from our server: the last chunk is followed by one empty line
      if (buf.length < dataStart + 2) return undefined;
      return [Buffer.concat(parts), dataStart + 2];
    }
    if (buf.length < dataStart + size + 2) return undefined;
    parts.push(buf.subarray(dataStart, dataStart + size));
    pos = dataStart + size + 2;
  }
}

export class HttpResponseReader {
  private buf: Buffer = EMPTY;
  private head: Head | undefined;

  /** Feeds bytes; returns the responses they complete (usually zero or one). */
  push(chunk: Buffer): RawResponse[] {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    const done: RawResponse[] = [];
    for (;;) {
      if (!this.head) {
        const end = this.buf.indexOf(HEADER_END);
        if (end < 0) return done;
        this.head = parseHead(this.buf.toString('latin1', 0, end));
        this.buf = this.buf.subarray(end + 4);
      }
      const head = this.head;
      let body: Buffer;
      let used: number;
      if (head.chunked) {
        const read = readChunked(this.buf);
        if (!read) return done;
        [body, used] = read;
      } else {
        const length = head.contentLength ?? 0;
        if (this.buf.length < length) return done;
        body = this.buf.subarray(0, length);
        used = length;
      }
      this.buf = this.buf.subarray(used);
      this.head = undefined;
      done.push({ status: head.status, body });
    }
  }

  /** True between responses (nothing half-read). */
  get idle(): boolean {
    return this.head === undefined && this.buf.length === 0;
  }
}
