import { vi } from 'vitest';

/** An upload as the stub saw it (lib/upload.ts sends files with XMLHttpRequest). */
export interface SentUpload {
  method: string;
  /** The path and its query: "/api/v1/clients/import?dry_run=true&…". */
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Reports the share of the body sent so far, 0 to 1. */
type Progress = (sent: number) => void;
type Handler = (sent: SentUpload, progress: Progress) => Response | Promise<Response>;

/**
 * Test helper: stubs XMLHttpRequest, answering each request with what `handler` returns (a
 * Response, as stubFetch's routes do). The handler may report the body's progress itself; all of
 * it is reported sent before the answer, and one that throws fails the connection. Returns the
 * requests sent.
 */
export function stubUpload(handler: Handler) {
  const sent: SentUpload[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    private request: SentUpload = { method: '', url: '', headers: {}, body: null };
    private answered = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    getAllResponseHeaders() {
      return [...this.answered].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
      this.onloadend?.();
    }

    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const progress = (share: number) =>
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: share * 100,
          total: 100,
        } as ProgressEvent);
      void (async () => {
        let response: Response;
        try {
          response = await handler(this.request, progress);
        } catch {
          // A handler that throws is the connection failing.
          this.onerror?.();
          this.onloadend?.();
          return;
        }
        progress(1);
        if (this.aborted) return;
        this.status = response.status;
        this.responseText = await response.text();
        this.answered = response.headers;
        this.onload?.();
        this.onloadend?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** The query of a sent upload, as an object. */
export const queryOf = (upload: SentUpload) =>
  Object.fromEntries(new URL(upload.url, 'http://localhost').searchParams);
