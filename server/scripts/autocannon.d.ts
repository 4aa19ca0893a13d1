// The part of autocannon 9's API that scripts/bench-api.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      method?: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      body?: string;
      requests?: { setupRequest?: (req: Request) => Request }[];
      setupClient?: () => void;
      /** Requests per second over all connections (unset: as fast as the server answers). */
      overallRate?: number;
    }
    /** What autocannon returns when given a callback: the running load, which stop() ends (the callback then runs). */
    interface Instance {
      stop(): void;
      /** Every answer: its status, size and latency in ms (from the request's sending). */
      on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Seconds the run lasted. */
      duration: number;
    }
  }
  /** Without a callback: the running instance, which is also a promise of the result. */
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result> & autocannon.Instance;
  function autocannon(opts: autocannon.Options, done: (err: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
