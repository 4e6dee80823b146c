import type { SSEStreamingApi } from "hono/streaming";
import type { Viewer } from "./frames";

/*
 * One open stream of `GET events`, as the poller sees it: text is queued and written in order; live
 * events wait while the caller's missed events are replayed (`hold` until `release`), so the replay
 * always comes first. A client that does not read (more than MAX_QUEUED bytes waiting) is dropped:
 * it reconnects with its Last-Event-ID and gets the rest from the table, instead of the server
 * holding an ever longer queue for it.
 */

const MAX_QUEUED = 1024 * 1024;

export class Subscriber {
  /** When nothing was written for a heartbeat's time, the poller sends a ping. */
  lastWrite = Date.now();
  private held: string[] | null = [];
  private queued = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private ended = false;
  private resolveClosed!: () => void;
  /** Settles when the stream is over (ended here, or the client went away). */
  readonly closed = new Promise<void>((resolve) => (this.resolveClosed = resolve));

  constructor(
    private readonly stream: SSEStreamingApi,
    readonly viewer: Viewer,
    /** The token's expiry (ms since the epoch): the stream ends then. */
    readonly expiresAt: number,
    /** Live events up to this id are not sent (the caller had them already; a reset lowers it). */
    public after: number,
  ) {
    stream.onAbort(() => this.end());
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Writes now (the retry line, the replay), ahead of held live events. */
  write(text: string): void {
    if (this.ended || text === "") return;
    this.lastWrite = Date.now();
    this.queued += text.length;
    if (this.queued > MAX_QUEUED) {
      this.end();
      return;
    }
    this.chain = this.chain.then(async () => {
      await this.stream.write(text);
      this.queued -= text.length;
    });
  }

  /** A live event's text: written, or kept until the replay is done. */
  deliver(text: string): void {
    if (this.held) this.held.push(text);
    else this.write(text);
  }

  /** The replay is written: what came live meanwhile follows it. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    this.write(held.join(""));
  }

  /** Ends the stream once what is queued is written. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    void this.chain.finally(() => {
      void this.stream.close();
      this.resolveClosed();
    });
  }
}
