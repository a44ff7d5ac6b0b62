import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { randomDownloadCode } from "./code-alphabet.js";

/**
 * POST /api/v1/downloadcode: `count` new single-use codes of 12 characters drawn with crypto randomness from an
 * unambiguous alphabet (31^12 ≈ 7.9·10^17 codes); a code that happens to exist already is drawn again.
 */
export async function generateDownloadCodes(ctx: AppContext, input: { count: number; remark: string; createdBy: number }): Promise<string[]> {
  const now = nowIso();
  const codes = new Set<string>();
  while (codes.size < input.count) codes.add(randomDownloadCode());
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom("download_code").select("code").where("code", "in", [...codes]).execute();
    for (const { code } of taken) {
      codes.delete(code);
      let fresh = randomDownloadCode();
      while (codes.has(fresh)) fresh = randomDownloadCode();
      codes.add(fresh);
    }
    const values = [...codes].map((code) => ({ code, remark: input.remark, created_by: input.createdBy, created_at: now, updated_at: now }));
    for (let i = 0; i < values.length; i += 200) await trx.insertInto("download_code").values(values.slice(i, i + 200)).execute();
    return [...codes];
  });
}
