// The "Must show" property of issue 24: against a server that orders ties differently on every request, changes
// and creates records between page requests (1,200 in one second), and reads `updated_since` as inclusive or
// exclusive, every sync ends with the copy equal to the server's records (transactions and CPC clicks per date),
// and no change is notified twice. Seeded: a failure names its seed.
//
// Which schedules: most random schedules repeat the common situations (clicks created while a sync walks: nearly
// all of them), while the rare ones (a burst of 1,200 sales mid-walk with `updated_since` exclusive: about 1 in 18)
// cost the most. So the run takes the seeds in sync-seeds.json, picked from the long random run (seeds 1-200, all of
// the earlier corpus) so that every situation it reached (SITUATIONS, each under both readings of `updated_since`)
// is reached again by at least `times` of them, the cheapest first (by records served). The last test fails if a
// change to the server or the sync leaves a situation short; run the long run again and pick again:
//
//   SALES_SCHEDULES=200 npx vitest run tests/sales/sync-property.test.ts                      (the long run)
//   SALES_SCHEDULES=200 SALES_PICK_SEEDS=1 npx vitest run tests/sales/sync-property.test.ts   (…and pick again,
//   then `npx biome format --write tests/sales/sync-seeds.json`)

import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickSeeds, runSchedule, type ScheduleRun, SITUATIONS, situationIn } from './sync-schedule';
import picked from './sync-seeds.json';

const LONG_RUN = process.env.SALES_SCHEDULES ? Number(process.env.SALES_SCHEDULES) : null;
const SEEDS = LONG_RUN ? Array.from({ length: LONG_RUN }, (_, i) => i + 1) : picked.seeds;

describe('sales sync against an adversarial server (seeded schedules)', () => {
  const runs: ScheduleRun[] = [];

  it.each(SEEDS)(
    'schedule %i: copy equals the server after each sync',
    async (seed) => {
      runs.push(await runSchedule(seed));
    },
    120_000,
  );

  it(`the schedules reach every situation at least ${picked.times} times under each reading of updated_since`, () => {
    const short = SITUATIONS.flatMap((situation) =>
      [true, false].map((inclusive) => {
        const name = situationIn(situation, inclusive);
        return { name, schedules: runs.filter((run) => run.reached.includes(name)).length };
      }),
    ).filter((s) => s.schedules < picked.times);
    if (LONG_RUN && process.env.SALES_PICK_SEEDS) {
      const seeds = pickSeeds(runs, picked.times);
      writeFileSync(
        'tests/sales/sync-seeds.json',
        `${JSON.stringify({ times: picked.times, pickedFrom: `seeds 1-${LONG_RUN}`, seeds }, null, 2)}\n`,
      );
    }
    expect(short, 'situations reached by too few schedules (see the comment at the top)').toEqual([]);
  });
});
