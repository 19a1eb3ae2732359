// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (it arrived in Node 21): without this a failing
// test crashes the reporter instead of being reported. Imported by both Vitest configs.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const out = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = out.get(k);
        if (list) list.push(item);
        else out.set(k, [item]);
      }
      return out;
    },
  });
}
