import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startTestRedis, type TestRedis } from "../../test/redis-server.js";
import { secondProcess, type SecondProcess } from "../../test/second-process.js";
import { FAILURES_PER_ADDRESS_PER_MINUTE, STORED_REFUSALS_PER_HOUR } from "./refusal-limits.js";

describe(`limits of refused payment notifications across two processes through Redis (${testDialect})`, () => {
  let redis: TestRedis;
  let first: TestServer;
  let second: SecondProcess;

  beforeAll(async () => {
    redis = await startTestRedis();
    first = await createTestServer({ redisUrl: redis.url });
    second = await secondProcess(first, undefined, { env: { redisUrl: redis.url } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.close();
  });

  /** A 虎皮椒 notification with a made-up hash, from `address`. */
  const forge = async (app: FastifyInstance, address: string, n: number) =>
    (
      await app.inject({
        method: "POST",
        url: "/callback/xunhupay",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
        payload: `trade_order_id=CLUSTER-${n}&total_fee=1.00&status=OD&transaction_id=T${n}&hash=${"0".repeat(32)}`,
      })
    ).statusCode;

  it("counts an address's failures and the hour's stored rows once for the cluster", async () => {
    const apps = [first.app, second.server.app];
    const statuses: number[] = [];
    for (let n = 0; n < FAILURES_PER_ADDRESS_PER_MINUTE + 6; n++) statuses.push(await forge(apps[n % 2], "198.51.100.9", n));
    expect(statuses).toEqual([...Array(FAILURES_PER_ADDRESS_PER_MINUTE).fill(400), ...Array(6).fill(429)]);

    for (let n = 100; n < 110; n++) expect(await forge(apps[n % 2], `198.51.100.${n}`, n)).toBe(400);
    const rows = await first.ctx.db.kysely.selectFrom("payment_notification").select("order_no").where("outcome", "=", "refused_signature").execute();
    expect(rows).toHaveLength(STORED_REFUSALS_PER_HOUR);
  });
});
