// One shopper of the shoppers bench, as the fitting-room script calls the storefront: the look-up of the product
// page it is on, then a recommendation for the measures it types; each shopper from an address of its own.

/** A covered product, with the span of each measure its table asks (a shopper's measure is drawn inside it). */
export interface ShopperProduct {
  permalink: string;
  spans: { measure: string; from: number; to: number }[];
}

export interface Shop {
  /** The server, e.g. http://127.0.0.1:3000. */
  base: string;
  key: string;
  products: ShopperProduct[];
}

/** Each call's time in milliseconds (2xx answers only), each shopper's whole time, and the other answers. */
export interface CallTimes {
  lookup: number[];
  recommendation: number[];
  shopper: number[];
  failures: number;
  /** Every answer's status (0: no answer). */
  statuses: Map<number, number>;
}

/** A distinct private address for shopper n (n ≥ 0). */
const addressOf = (n: number) => `10.${((n + 1) >> 16) & 255}.${((n + 1) >> 8) & 255}.${(n + 1) & 255}`;

const between = (from: number, to: number) => Math.round((from + Math.random() * (to - from)) * 10) / 10;

/** A person's pause between two calls, in milliseconds: drawn evenly between its bounds (none when both are 0). */
export interface ThinkTime {
  minMs: number;
  maxMs: number;
}

const pause = ({ minMs, maxMs }: ThinkTime) =>
  maxMs <= 0 ? Promise.resolve() : new Promise((done) => setTimeout(done, minMs + Math.random() * (maxMs - minMs)));

/**
 * `shoppers` slots at once, each running `rounds` shoppers one after the other (a new address each, from
 * `firstAddress` on); answers the times of their calls. A shopper pauses `think` after the look-up (opening the
 * dialog, typing the measures) and after the recommendation (reading it, going to the next product page), as a
 * person does; with no think time every slot has a call in flight at all times.
 */
export async function shopperRounds(
  shop: Shop,
  {
    shoppers,
    rounds,
    firstAddress,
    think,
  }: { shoppers: number; rounds: number; firstAddress: number; think: ThinkTime },
): Promise<CallTimes> {
  const times: CallTimes = { lookup: [], recommendation: [], shopper: [], failures: 0, statuses: new Map() };
  const api = `${shop.base}/api/v1/storefront/${shop.key}`;

  /** One timed call; its time is kept under `into` when it answers 2xx. */
  async function timed(into: number[], url: string, headers: Record<string, string>, body?: unknown) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    const ms = performance.now() - started;
    times.statuses.set(status, (times.statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) into.push(ms);
    else times.failures += 1;
    return status >= 200 && status < 300;
  }

  async function shopper(n: number) {
    const headers = { 'x-forwarded-for': addressOf(n) };
    const product = shop.products[Math.floor(Math.random() * shop.products.length)]!;
    const started = performance.now();
    const query = `?permalink=${encodeURIComponent(product.permalink)}`;
    if (!(await timed(times.lookup, `${api}/products${query}`, headers))) return;
    await pause(think);
    const measures = Object.fromEntries(product.spans.map((s) => [s.measure, between(s.from, s.to)]));
    const body = {
      permalink: product.permalink,
      profileCode: `bench-${n}-${Math.random().toString(36).slice(2)}`,
      measures,
    };
    if (!(await timed(times.recommendation, `${api}/recommendations`, headers, body))) return;
    times.shopper.push(performance.now() - started);
    await pause(think);
  }

  await Promise.all(
    Array.from({ length: shoppers }, async (_, slot) => {
      for (let round = 0; round < rounds; round++) await shopper(firstAddress + round * shoppers + slot);
    }),
  );
  return times;
}
