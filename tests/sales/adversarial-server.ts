// An in-memory API server that does everything the spec allows against a syncing client: records of one
// second come in a different order on every request (for every sort), records are created and updated between
// two page requests (a burst stamps 1,200 in one second), `updated_since` is read as inclusive or exclusive, and
// its clock (HTTP `Date`) moves on by a second or more per request. It serves GET /transactions and GET
// /cpc_clicks as a `fetch`, seeded, so a failing schedule can be run again.

export const PER_PAGE_MAX = 500;

export interface ServerRecord {
  id: number;
  status: string;
  commission: string;
  updatedMs: number;
  /** CPC clicks: the click date. */
  date?: string;
}

export interface ServerOptions {
  seed: number;
  startMs: number;
  inclusive: boolean;
  /** Chance (0..1) that the server changes something before answering a request while `busy`. */
  churn: number;
  /** The same for CPC clicks (their walk is checked by count and read again when short: a gentler server). */
  clickChurn: number;
}

/** A small seeded generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const floorSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

export class AdversarialServer {
  readonly random: () => number;
  nowMs: number;
  readonly sales = new Map<number, ServerRecord>();
  readonly clicks = new Map<number, ServerRecord>();
  /** Dates given a burst of 700 clicks during this busy spell. */
  private bursts = new Set<string>();
  private busySpell = false;
  /** Changes happen before answering only while busy (a sync is walking). */
  get busy(): boolean {
    return this.busySpell;
  }
  set busy(on: boolean) {
    if (on && !this.busySpell) this.bursts.clear();
    this.busySpell = on;
  }
  requests = 0;
  /** Records sent in all answers (what a schedule costs the client to parse and store). */
  served = 0;
  private nextId = 1000;

  constructor(readonly options: ServerOptions) {
    this.random = rng(options.seed);
    this.nowMs = options.startMs;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** `count` new sales (or clicks of `date`) stamped now, all in one second. */
  create(count: number, kind: 'sale' | 'click', date?: string): void {
    const at = floorSecond(this.nowMs);
    const into = kind === 'sale' ? this.sales : this.clicks;
    for (let i = 0; i < count; i++) {
      // Ids are not always in creation order (another shard, a re-imported record).
      let id: number;
      if (this.random() < 0.1) id = Math.floor(this.random() * this.nextId) * 2 + 1;
      else {
        this.nextId += 2;
        id = this.nextId;
      }
      if (into.has(id)) continue;
      const paise = Math.floor(this.random() * 500_000);
      into.set(id, {
        id,
        status: 'pending',
        commission: `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`,
        updatedMs: at,
        ...(date ? { date } : {}),
      });
    }
  }

  /** Changes the status of `count` records, stamped now. */
  update(count: number, kind: 'sale' | 'click'): void {
    const into = kind === 'sale' ? this.sales : this.clicks;
    const ids = [...into.keys()];
    if (ids.length === 0) return;
    const statuses =
      kind === 'sale' ? ['validated', 'payable', 'paid', 'rejected', 'pending'] : ['validated', 'rejected'];
    for (let i = 0; i < count; i++) {
      const record = into.get(this.pick(ids))!;
      record.status = this.pick(statuses.filter((s) => s !== record.status));
      record.updatedMs = floorSecond(this.nowMs);
    }
  }

  /**
   * What a busy server may do between two requests: to the records of the list being walked (a change to
   * another list after its walk ended is the next sync's).
   */
  private churn(kind: 'sale' | 'click', date: string | null): void {
    const chance = kind === 'sale' ? this.options.churn : this.options.clickChurn;
    if (!this.busy || this.random() >= chance) return;
    const roll = this.random();
    const few = 1 + Math.floor(this.random() * 5);
    if (kind === 'sale') {
      if (roll < 0.45) this.update(few, 'sale');
      else if (roll < 0.9) this.create(few, 'sale');
      else this.create(1200, 'sale');
      return;
    }
    if (roll < 0.45) this.decide(few, date!);
    else if (roll < 0.95) this.create(few, 'click', date!);
    // One burst per date and sync: a date that gained 700 clicks every few requests, without end, could never be
    // walked whole (the sync gives up and says so; tests/sales/sync-bounds.test.ts).
    else if (this.bursts.has(date!)) this.create(few, 'click', date!);
    else {
      this.bursts.add(date!);
      this.create(700, 'click', date!);
    }
  }

  /** Validates or rejects up to `count` pending clicks of `date`, stamped now. */
  decide(count: number, date: string): void {
    const pending = [...this.clicks.values()].filter((c) => c.date === date && c.status === 'pending');
    for (let i = 0; i < count && pending.length > 0; i++) {
      const click = pending.splice(Math.floor(this.random() * pending.length), 1)[0]!;
      click.status = this.random() < 0.7 ? 'validated' : 'rejected';
      click.updatedMs = floorSecond(this.nowMs);
    }
  }

  clickDates(): string[] {
    return [...new Set([...this.clicks.values()].map((c) => c.date!))];
  }

  /** Ties (same second) in a fresh random order on every request; `key` orders the rest. */
  private order(records: ServerRecord[], key: (r: ServerRecord) => number, desc: boolean): ServerRecord[] {
    const shuffled = records.map((r) => ({ r, tie: this.random() }));
    shuffled.sort((a, b) => (key(a.r) - key(b.r)) * (desc ? -1 : 1) || a.tie - b.tie);
    return shuffled.map((s) => s.r);
  }

  private after(r: ServerRecord, sinceMs: number | null): boolean {
    if (sinceMs === null) return true;
    return this.options.inclusive ? r.updatedMs >= sinceMs : r.updatedMs > sinceMs;
  }

  readonly fetch: typeof fetch = async (input) => {
    const url = new URL(String(input));
    const q = url.searchParams;
    this.churn(url.pathname.endsWith('/cpc_clicks') ? 'click' : 'sale', q.get('date'));
    this.requests++;
    this.nowMs += 1000 + Math.floor(this.random() * 2000);
    const page = Number(q.get('page') ?? '1');
    const perPage = Math.min(PER_PAGE_MAX, Number(q.get('per_page') ?? '30'));
    const sinceText = q.get('updated_since');
    const sinceMs = sinceText ? Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(sinceText) ? sinceText : `${sinceText}Z`) : null;
    let rows: ServerRecord[];
    let view: (r: ServerRecord) => unknown;
    if (url.pathname.endsWith('/transactions')) {
      const sort = q.get('sort') ?? 'transaction_date';
      const key = sort === 'id' ? (r: ServerRecord) => r.id : (r: ServerRecord) => floorSecond(r.updatedMs);
      rows = this.order(
        [...this.sales.values()].filter((r) => this.after(r, sinceMs)),
        key,
        q.get('order') !== 'asc',
      );
      view = saleJson;
    } else if (url.pathname.endsWith('/cpc_clicks')) {
      const date = q.get('date');
      // No sort parameter: by update time, ties in any order.
      rows = this.order(
        [...this.clicks.values()].filter((r) => r.date === date && this.after(r, sinceMs)),
        (r) => floorSecond(r.updatedMs),
        false,
      );
      view = clickJson;
    } else return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const total = rows.length;
    const totalPages = Math.ceil(total / perPage);
    const data = rows.slice((page - 1) * perPage, page * perPage).map((r) => view({ ...r }));
    this.served += data.length;
    const meta = {
      page,
      per_page: perPage,
      total,
      total_pages: totalPages,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
    };
    return new Response(JSON.stringify({ data, meta }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: new Date(this.nowMs).toUTCString() },
    });
  };
}

function saleJson(r: ServerRecord) {
  return {
    id: r.id,
    campaign_id: 7,
    campaign_name: 'Shop',
    campaign_type: 'CPS',
    transaction_date: iso(r.updatedMs).slice(0, 10),
    status: r.status,
    sale_amount: '100.00',
    currency: 'INR',
    user_commission: r.commission,
    merchant_reference_id: null,
    order_id: null,
    product_name: null,
    category: null,
    extra_info: null,
    channel_id: null,
    channel_name: null,
    sub_id: null,
    sub_id_2: null,
    sub_id_3: null,
    sub_id_4: null,
    sub_id_5: null,
    invoice_number: null,
    created_at: '2026-06-01T00:00:00Z',
    updated_at: iso(r.updatedMs),
  };
}

function clickJson(r: ServerRecord) {
  return {
    id: r.id,
    transaction_id: null,
    click_log_uid: `uid-${r.id}`,
    campaign_id: 9,
    campaign_name: 'Clicks',
    channel_id: null,
    click_date: r.date,
    click_timestamp: `${r.date} 10:00:00`,
    status: r.status,
    sale_amount: '0.00',
    currency: 'INR',
    user_commission: r.commission,
    sales: 0,
    sub_id: null,
    sub_id_2: null,
    sub_id_3: null,
    sub_id_4: null,
    sub_id_5: null,
    sub_id_6: null,
    traffic_source: null,
    country_iso: null,
    validated_at: null,
    rejected_at: null,
    updated_at: iso(r.updatedMs),
  };
}

/** The server's records as `id:status:commission:updated_at`, sorted, to compare with a copy. */
export function serverView(records: Iterable<ServerRecord>): string[] {
  return [...records].map((r) => `${r.id}:${r.status}:${r.commission}:${iso(r.updatedMs)}`).sort();
}
