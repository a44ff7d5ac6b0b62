import type { ChatTopic } from "@wenku/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import "./tables.js";

/** Topics with their document's uuid and their number of messages, as the contract shows them. */
export function selectTopics(db: Kysely<Database>) {
  return db
    .selectFrom("chat_topic as t")
    .leftJoin("document as d", "d.id", "t.document_id")
    .selectAll("t")
    .select((eb) => [
      "d.uuid as document_uuid",
      eb.selectFrom("chat_message as m").select(eb.fn.countAll<number>().as("n")).whereRef("m.topic_id", "=", "t.id").as("message_count"),
    ]);
}

type TopicRow = Awaited<ReturnType<ReturnType<typeof selectTopics>["executeTakeFirstOrThrow"]>>;

export function toChatTopic(row: TopicRow): ChatTopic {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    user_id: Number(row.user_id),
    title: row.title,
    category: Number(row.category),
    document_id: Number(row.document_id),
    document_uuid: row.document_uuid ?? "",
    message_count: Number(row.message_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
