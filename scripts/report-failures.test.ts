import { expect, it } from "vitest";
import { failedTests } from "./report-failures.mjs";

it("names each failed test with the first line of its message, colour codes removed, and a file that failed to load", () => {
  const reports = [
    {
      suite: "sqlite",
      report: {
        testResults: [
          {
            name: `${process.cwd()}/apps/server/src/a.test.ts`,
            status: "failed",
            assertionResults: [
              { fullName: "a works", status: "passed" },
              { fullName: "a fails", status: "failed", failureMessages: ["\n\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at a.test.ts:3"] },
            ],
          },
          { name: `${process.cwd()}/apps/server/src/b.test.ts`, status: "failed", message: "Failed to load url ./missing.js", assertionResults: [] },
          { name: `${process.cwd()}/apps/server/src/c.test.ts`, status: "passed", assertionResults: [{ fullName: "c works", status: "passed" }] },
        ],
      },
    },
  ];
  expect(failedTests(reports, 10)).toEqual([
    "sqlite  apps/server/src/a.test.ts > a fails: AssertionError: expected 1 to be 2",
    "sqlite  apps/server/src/b.test.ts: Failed to load url ./missing.js",
  ]);
  expect(failedTests(reports, 1)).toEqual(["sqlite  apps/server/src/a.test.ts > a fails: AssertionError: expected 1 to be 2", "… and 1 more"]);
});
