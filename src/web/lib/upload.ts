import {
  UNKNOWN_ERROR,
  XSRF_HEADER,
  buildUrl,
  failureOf,
  parseBody,
  xsrfTokenFor,
  type HttpResult,
  type QueryValue,
} from './http-client';

/**
 * Sending a file as a request's raw body (an import), as http-client sends JSON: under /api/v1,
 * with the session cookie and the XSRF header, never throwing. It is XMLHttpRequest rather than
 * fetch because only XMLHttpRequest reports how much of the body has gone (upload.onprogress),
 * which a large file's progress bar needs.
 */
export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** The body's media type: "text/csv", or XLSX's. */
  contentType: string;
  /** The success status; defaults to 200. */
  expect?: number;
  /** As the body goes out: the share of it sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** What the browser says when the connection fails: XMLHttpRequest gives no message of its own. */
export const NETWORK_ERROR = 'Network Error';
export const ABORTED = 'The upload was cancelled';

export async function upload<T>(
  path: string,
  body: Blob,
  options: UploadOptions,
): Promise<HttpResult<T>> {
  const url = buildUrl(path, options);
  const token = await xsrfTokenFor(url);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', options.contentType);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    const { onProgress, signal } = options;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    const fail = (error: string) => resolve({ ok: false, status: null, error });
    const onAbort = () => xhr.abort();
    xhr.onerror = () => fail(NETWORK_ERROR);
    xhr.onabort = () => fail(ABORTED);
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) resolve(failureOf(xhr.status, data));
      else if (xhr.status !== (options.expect ?? 200))
        resolve({ ok: false, status: xhr.status, error: UNKNOWN_ERROR });
      else resolve({ ok: true, status: xhr.status, data: data as T, headers: headersOf(xhr) });
    };
    if (signal?.aborted) return fail(ABORTED);
    signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/** The answer's headers as fetch gives them. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
