/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      requests?: Request[];
    };
    type Result = {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number | string }>;
    };
  }
  /** The run, awaitable for its result, and emitting 'response' for every answer as it comes. */
  type Instance = PromiseLike<autocannon.Result> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void,
    ): void;
  };
  function autocannon(options: autocannon.Options): Instance;
  export default autocannon;
}
