/**
 * `npm run cluster` for real (test-cluster.ts: a temporary folder on free loopback ports) and its faults (issue 35).
 * One cluster for them all, as starting one takes most of the time: first its shared services fail
 * (service-faults.ts), then its processes die or race (process-faults.ts), each test leaving every process up, and
 * last the cluster is stopped. What each proves is in docs/cluster.md, "Faults". PostgreSQL pass of `npm test` only
 * (WENKU_TEST_PG).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { processFaults, shortConversionLease } from "./process-faults.js";
import { serviceFaults, smallDataDisk } from "./service-faults.js";
import { signInAdmin, startTestCluster, startWhatIsDown, type TestCluster } from "./test-cluster.js";

describe.runIf(process.env.WENKU_TEST_PG)("cluster faults", () => {
  let c: TestCluster | undefined;
  let token = "";
  const session = () => ({ c: c!, token });

  beforeAll(async () => {
    c = await startTestCluster({ ...smallDataDisk, env: shortConversionLease });
    token = await signInAdmin(c);
  }, 400_000);

  afterAll(async () => {
    await c?.stop();
  });

  // A test that failed midway may have left down what it stopped: started again, so the next tests get a whole cluster.
  afterEach(async ({ task }) => {
    if (c && task.result?.state === "fail") await startWhatIsDown(c);
  }, 120_000);

  serviceFaults(session);
  processFaults(session);

  // Last: the cluster is stopped.
  it("stops every process it started", { timeout: 120_000 }, async () => {
    const cluster = session().c;
    const up = (await cluster.cluster(["status"])).stdout;
    for (const name of ["postgres", "s3", "redis", "web-1", "web-2", "worker-1", "worker-2", "nginx"]) expect(up).toMatch(new RegExp(`^${name} +up`, "m"));
    await cluster.cluster(["stop"]);
    const down = (await cluster.cluster(["status"])).stdout;
    expect(down).not.toMatch(/ up /);
    expect(down).toContain("(not answering)");
  });
});
