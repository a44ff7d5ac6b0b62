import type { Executor } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";

/** Makes a stored image the user's avatar (modules/upload stores it). */
export async function setAvatar(db: Executor, userId: number, path: string): Promise<void> {
  await db.updateTable("user").set({ avatar: path, updated_at: nowIso() }).where("id", "=", userId).execute();
}
