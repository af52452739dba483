/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests, or after `duration`, whichever comes first. */
    maxOverallRequests?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** The sequence each connection sends, again and again. */
    requests?: RequestSpec[];
  }
  /** One request of a sequence; `context` is the connection's own object, kept across its requests. */
  interface RequestSpec {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Answers the request to send, or null to start the sequence again from the first request. */
    setupRequest?: (request: RequestSpec, context: object) => RequestSpec | null;
    onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result, Histogram, RequestSpec };
}
