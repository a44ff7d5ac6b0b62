import net from "node:net";
import { describe, expect, it } from "vitest";
import { loadAlipaySdk } from "./load-alipay-sdk.js";

describe("loading alipay-sdk", () => {
  it("leaves sockets' destroy as it was, so one error may destroy several sockets (as undici's pools do)", async () => {
    const ownDestroy = () => Object.getOwnPropertyDescriptor(net.Socket.prototype, "destroy");
    const before = ownDestroy();
    const { AlipaySdk } = await loadAlipaySdk();
    expect(typeof AlipaySdk).toBe("function");
    expect(ownDestroy()).toStrictEqual(before);

    const sockets = [new net.Socket(), new net.Socket()];
    const seen: Error[] = [];
    for (const socket of sockets) socket.on("error", (emitted) => seen.push(emitted));
    const error = new Error("pool closed");
    // With the SDK's replacement in place the second call throws "Cannot redefine property: Symbol(socket of error)".
    expect(() => sockets.forEach((socket) => socket.destroy(error))).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([error, error]);
  });
});
