// The part of autocannon's programmatic API the bench scripts use (the package ships no types).
declare module "autocannon" {
  /** One request as autocannon builds it; `setupRequest` may return a changed copy (e.g. another path). */
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestOptions extends RequestParams {
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
  }
  interface Result {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
