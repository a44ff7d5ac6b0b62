import crypto from "node:crypto";
import type { Logger } from "../context.js";
import type { RedisLink } from "./redis-link.js";

/**
 * What changed, as the caches kept in memory know it:
 * - settings: the config table or what the settings store derives from it (languages, models, public settings);
 * - pages: anything written through the API (server-rendered pages kept for a moment);
 * - content: a document or an article changed or went (pages, spiders' pages kept for days).
 */
export type InvalidationTopic = "settings" | "pages" | "content";

const topics: readonly InvalidationTopic[] = ["settings", "pages", "content"];

/** Tells the other processes that something they may hold in memory changed; each drops its copy on hearing it. */
export interface InvalidationBus {
  /** Sent after this process dropped its own copy; never fails (a message Redis could not take is sent once it is back). */
  publish(topic: InvalidationTopic): Promise<void>;
  /** `drop` runs when another process publishes `topic`, and after Redis was unreachable (messages may be lost). */
  subscribe(topic: InvalidationTopic, drop: () => void): void;
}

const CHANNEL = "wenku:invalidate";

interface Message {
  origin: string;
  topic: InvalidationTopic;
}

function readMessage(text: string): Message | undefined {
  try {
    const message = JSON.parse(text) as Partial<Message>;
    if (typeof message.origin === "string" && topics.includes(message.topic as InvalidationTopic)) return message as Message;
  } catch {
    /* not ours */
  }
  return undefined;
}

/**
 * A bus on one Redis channel: `publisher` sends, `subscriber` (a connection of its own) listens from when
 * `subscribed` settles.
 */
export function redisInvalidationBus(publisher: RedisLink, subscriber: RedisLink, log: Logger): InvalidationBus & { subscribed: Promise<void> } {
  const origin = crypto.randomUUID();
  const handlers = new Map<InvalidationTopic, Array<() => void>>(topics.map((topic) => [topic, []]));
  const unsent = new Set<InvalidationTopic>();

  const drop = (topic: InvalidationTopic) => {
    for (const handler of handlers.get(topic)!) {
      try {
        handler();
      } catch (error) {
        log.error("cache invalidation failed", { topic, err: error });
      }
    }
  };

  subscriber.client.on("message", (channel: string, text: string) => {
    const message = channel === CHANNEL ? readMessage(text) : undefined;
    if (message && message.origin !== origin) drop(message.topic);
  });
  const subscribed = subscriber.client.subscribe(CHANNEL).then(
    () => undefined,
    (error: unknown) => log.warn("Redis subscribe failed", { err: error }),
  );
  subscriber.onRecovered(() => topics.forEach(drop));

  const send = async (topic: InvalidationTopic) => {
    if (!publisher.up()) {
      unsent.add(topic);
      return;
    }
    try {
      await publisher.client.publish(CHANNEL, JSON.stringify({ origin, topic } satisfies Message));
      publisher.answered();
    } catch (error) {
      unsent.add(topic);
      publisher.failed(error);
      return;
    }
    if (unsent.size > 0) sendUnsent();
  };
  const sendUnsent = () => {
    const pending = [...unsent];
    unsent.clear();
    for (const topic of pending) void send(topic);
  };
  publisher.onRecovered(sendUnsent);

  return {
    subscribed,
    publish: send,
    subscribe(topic, handler) {
      handlers.get(topic)!.push(handler);
    },
  };
}
