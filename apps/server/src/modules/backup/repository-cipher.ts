import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Storage } from "../storage/storage.js";

const SETTINGS_KEY = "repository.json";
const IDENTITY_KEY = "keys/repository-identity.age";

/** How a repository's objects are written: as they are, or encrypted with age to the repository's own key. */
export interface RepositoryCipher {
  encrypted: boolean;
  /** The repository's own age identity (encrypted repositories), to open the same cipher in a worker thread. */
  key?: string;
  encrypt(plain: Readable): Readable;
  decrypt(stored: Readable): Promise<Readable>;
  encryptBytes(plain: Buffer): Promise<Buffer>;
  decryptBytes(stored: Buffer): Promise<Buffer>;
}

/**
 * age's scrypt work factor for the passphrase (its default, 2^18: seconds once per command); tests lower it as they
 * lower the password hash's cost (WENKU_TEST_PASSWORD_COST=low, set by vitest.config.ts, never in production).
 */
const scryptWorkFactor = (env: NodeJS.ProcessEnv = process.env) => (env.WENKU_TEST_PASSWORD_COST === "low" && env.NODE_ENV !== "production" ? 10 : 18);

const plainCipher: RepositoryCipher = {
  encrypted: false,
  encrypt: (plain) => plain,
  decrypt: (stored) => Promise.resolve(stored),
  encryptBytes: (plain) => Promise.resolve(plain),
  decryptBytes: (stored) => Promise.resolve(stored),
};

/** age is loaded only for an encrypted repository (loading it costs a command, or a worker thread, a tenth of a second). */
type Age = typeof import("age-encryption");
const loadAge = (): Promise<Age> => import("age-encryption");

const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const body = await storage.read(key);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function ageCipher({ Decrypter, Encrypter }: Age, identity: string, recipient: string): RepositoryCipher {
  return {
    encrypted: true,
    key: identity,
    encrypt(plain) {
      const encrypter = new Encrypter();
      encrypter.addRecipient(recipient);
      return Readable.from(
        (async function* () {
          yield* fromWeb(await encrypter.encrypt(toWeb(plain)));
        })(),
        { objectMode: false },
      );
    },
    async decrypt(stored) {
      const decrypter = new Decrypter();
      decrypter.addIdentity(identity);
      return fromWeb(await decrypter.decrypt(toWeb(stored)));
    },
    async encryptBytes(plain) {
      const encrypter = new Encrypter();
      encrypter.addRecipient(recipient);
      return Buffer.from(await encrypter.encrypt(plain));
    },
    async decryptBytes(stored) {
      const decrypter = new Decrypter();
      decrypter.addIdentity(identity);
      return Buffer.from(await decrypter.decrypt(stored));
    },
  };
}

/** The cipher that `cipher.key` names, for a worker thread (which cannot be handed the cipher itself). */
export async function cipherOfKey(key: string | undefined): Promise<RepositoryCipher> {
  if (key === undefined) return plainCipher;
  const age = await loadAge();
  return ageCipher(age, key, await age.identityToRecipient(key));
}

/**
 * The repository's cipher. An encrypted repository has a key of its own (an age X25519 identity), stored in it
 * encrypted with the passphrase (age's scrypt), so the slow passphrase step runs once per command rather than per
 * file. A repository is encrypted or not from its first backup on; mixing is refused.
 */
export async function openCipher(repository: Storage, passphrase: string | undefined, create: boolean): Promise<RepositoryCipher> {
  const settings = await readAll(repository, SETTINGS_KEY);
  const encrypted = settings ? (JSON.parse(settings.toString("utf8")) as { encrypted: boolean }).encrypted : passphrase !== undefined;
  if (!settings) {
    if (!create) throw new Error("这里没有备份 / no backup repository here");
    let created: RepositoryCipher = plainCipher;
    if (encrypted) {
      const age = await loadAge();
      const identity = await age.generateX25519Identity();
      const encrypter = new age.Encrypter();
      encrypter.setPassphrase(passphrase!);
      encrypter.setScryptWorkFactor(scryptWorkFactor());
      await repository.putBuffer(IDENTITY_KEY, Buffer.from(await encrypter.encrypt(identity)));
      created = ageCipher(age, identity, await age.identityToRecipient(identity));
    }
    await repository.putBuffer(SETTINGS_KEY, Buffer.from(JSON.stringify({ format: 1, encrypted })));
    return created;
  }
  if (!encrypted) {
    if (passphrase !== undefined) throw new Error("该备份位置未加密，不能使用口令 / this repository is not encrypted");
    return plainCipher;
  }
  if (passphrase === undefined) throw new Error("该备份已加密，需要 --passphrase-file / this repository is encrypted");
  const sealed = await readAll(repository, IDENTITY_KEY);
  if (!sealed) throw new Error("备份缺少密钥文件 / the repository's key is missing");
  const age = await loadAge();
  const decrypter = new age.Decrypter();
  decrypter.addPassphrase(passphrase);
  const identity = await decrypter.decrypt(sealed, "text").catch(() => {
    throw new Error("口令错误 / wrong passphrase");
  });
  return ageCipher(age, identity, await age.identityToRecipient(identity));
}
