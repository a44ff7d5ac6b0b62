import net from "node:net";

type AlipaySdkModule = typeof import("alipay-sdk");

let loaded: Promise<AlipaySdkModule> | undefined;

/**
 * alipay-sdk's HTTP client (urllib) replaces `net.Socket.prototype.destroy` for the whole process as it loads; the
 * replacement throws when a socket is destroyed twice with the same error, as undici does when it aborts a response
 * (the spider's size limit, for one): an unhandled rejection, which ends a Node process. So the SDK is loaded on
 * first use only, and the original method is put back.
 */
export function loadAlipaySdk(): Promise<AlipaySdkModule> {
  return (loaded ??= (async () => {
    // Node's sockets inherit `destroy` from their stream prototype: the SDK's replacement is an own property.
    const ownDestroy = Object.getOwnPropertyDescriptor(net.Socket.prototype, "destroy");
    try {
      return await import("alipay-sdk");
    } finally {
      if (ownDestroy) Object.defineProperty(net.Socket.prototype, "destroy", ownDestroy);
      else Reflect.deleteProperty(net.Socket.prototype, "destroy");
    }
  })());
}
