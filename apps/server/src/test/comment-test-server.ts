import { createTestServer, type TestServer } from "./harness.js";

/** A test server where comments need no captcha and no wait between them. */
export async function commentTestServer(): Promise<TestServer> {
  const t = await createTestServer();
  await t.setSettings([["security", "enable_captcha_comment", "false"], ["security", "comment_interval", "0"], ["security", "user_write_per_minute", "1000"]]);
  return t;
}
