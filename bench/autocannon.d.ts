// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** One step of a request sequence; a connection runs the steps in turn, `context` carried along. */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    /** Several urls: the connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
