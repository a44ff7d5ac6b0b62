import "reflect-metadata";
import crypto, { type KeyObject } from "node:crypto";
import * as x509 from "@peculiar/x509";

x509.cryptoProvider.set(crypto.webcrypto as unknown as Crypto);

const algorithm = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

/** A self-signed RSA-2048 certificate valid from yesterday for a year, as the fake WeChat Pay platform certificate. */
export async function selfSignedCertificate(commonName: string): Promise<{ pem: string; serialNo: string; privateKey: KeyObject; validTo: Date }> {
  const keys = (await crypto.webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"]));
  // A positive serial without a leading zero byte, as WeChat Pay's 40-hex-digit serials are.
  const serial = `${(1 + crypto.randomInt(7)).toString(16)}${crypto.randomBytes(20).toString("hex").slice(1)}`.toUpperCase();
  const notAfter = new Date(Date.now() + 365 * 86_400_000);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name: `CN=${commonName}, O=Tenpay.com, C=CN`,
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter,
    signingAlgorithm: algorithm,
    keys,
  });
  const pem = cert.toString("pem");
  return {
    pem,
    serialNo: new crypto.X509Certificate(pem).serialNumber.toUpperCase(),
    privateKey: crypto.KeyObject.from(keys.privateKey),
    validTo: notAfter,
  };
}
