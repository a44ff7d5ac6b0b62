import { describe, expect, it } from "vitest";
import { S3Storage } from "../modules/storage/s3-storage.js";
import { AppError } from "./errors.js";
import { translateFrameworkError, unavailableMessages } from "./framework-errors.js";
import { toErrorResponse } from "./register.js";

/** An error as Node, node-postgres or SQLite raise it. */
const raised = (fields: { code?: string; syscall?: string; message?: string }) => Object.assign(new Error(fields.message ?? "failed"), fields);

describe("failures of the services a request needs: a clear 503, not a 500", () => {
  it("answers an unreachable database 503 in the error format", () => {
    for (const error of [
      raised({ code: "ECONNREFUSED", syscall: "connect" }),
      raised({ code: "ECONNRESET", syscall: "read" }),
      raised({ code: "57P01", message: "terminating connection due to administrator command" }),
      raised({ code: "57P03", message: "the database system is starting up" }),
      raised({ code: "08006" }),
      raised({ code: "53300", message: "sorry, too many clients already" }),
      raised({ message: "Connection terminated unexpectedly" }),
    ]) {
      expect(toErrorResponse(error)).toEqual({ status: 503, body: { error: unavailableMessages.database, code: 14, message: unavailableMessages.database } });
    }
  });

  it("answers a full disk 503, wherever it is full", () => {
    for (const code of ["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100"]) {
      expect(translateFrameworkError(raised({ code }))).toEqual(new AppError(503, unavailableMessages.diskFull));
    }
  });

  it("leaves other failures alone: a client gone (aborted) or a bug stays a 500", () => {
    expect(translateFrameworkError(raised({ code: "ECONNRESET", message: "aborted" }))).toBeUndefined();
    expect(toErrorResponse(new TypeError("x is undefined")).status).toBe(500);
  });

  it("answers an object store that cannot be reached 503, and a missing object still as missing", async () => {
    const storage = new S3Storage({ endpoint: "http://127.0.0.1:9", region: "us-east-1", bucket: "b", accessKeyId: "k", secretAccessKey: "s", forcePathStyle: true, prefix: "" });
    try {
      const failure = await storage.stat("documents/a.pdf").catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(toErrorResponse(failure)).toEqual({ status: 503, body: { error: unavailableMessages.storage, code: 14, message: unavailableMessages.storage } });
    } finally {
      storage.destroy();
    }
  });
});
