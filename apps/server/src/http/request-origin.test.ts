import { describe, expect, it } from "vitest";
import { requestOrigin } from "./request-origin.js";

describe("requestOrigin", () => {
  it("gives a clean origin of the scheme and host a request names, and localhost for garbage", () => {
    expect(requestOrigin({ protocol: "https", host: "Docs.Example.ORG:443" })).toBe("https://docs.example.org");
    expect(requestOrigin({ protocol: "http", host: "127.0.0.1:8880" })).toBe("http://127.0.0.1:8880");
    expect(requestOrigin({ protocol: "http", host: "a b<c>" })).toBe("http://localhost");
    expect(requestOrigin({ protocol: "http", host: "evil.example/path?x" })).toBe("http://evil.example");
  });

  it("answers alike from the origins it keeps and after a flood of hosts has emptied them", () => {
    const first = requestOrigin({ protocol: "https", host: "wenku.example" });
    for (let i = 0; i < 1000; i++) expect(requestOrigin({ protocol: "http", host: `h${i}.example:81` })).toBe(`http://h${i}.example:81`);
    expect(requestOrigin({ protocol: "https", host: "wenku.example" })).toBe(first);
    expect(first).toBe("https://wenku.example");
  });
});
