// At most `limit` tasks at once, the rest waiting their turn in order (pure). The background runs the post
// converter's requests through one, so the API never has more than four of them at once, however many pages ask.

/** The post converter's requests at once (the background's limit). */
export const POST_CONCURRENCY = 4;

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(limit: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  return async (task) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
