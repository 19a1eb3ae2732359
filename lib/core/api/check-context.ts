// What an endpoint's input rules (validate.ts) may use besides the parsed parameters.
/** What an entry's `check` may use besides the parsed parameters. */
export interface CheckContext {
  /** The client's clock ("today" is its UTC day). */
  now: Date;
  /** The input as given (without path parameters), for rules the schema cannot see (e.g. `subid6`). */
  raw: Record<string, unknown>;
}
