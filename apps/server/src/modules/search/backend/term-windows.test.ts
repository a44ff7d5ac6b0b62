import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../../test/harness.js";
import { createMember, insertDocument } from "../../documents/document-fixtures.js";
import { indexItems } from "../indexing/index-items.js";
import { removeItems } from "../indexing/remove-items.js";
import { itemKey } from "../keys.js";
import { parseQuery } from "../text/parse-query.js";
import { searchBackend } from "./select-backend.js";
import type { SearchFilters } from "./types.js";

const documentsOnly: SearchFilters = { docType: 0, categoryIds: [], languages: [] };

describe(`a word's newest matches, kept while the index does not change (${testDialect})`, () => {
  let t: TestServer;
  let userId: number;
  const plan = parseQuery("量子纠缠")!;
  const windows = () => searchBackend(t.ctx).termWindows([plan], documentsOnly, 10);
  const indexed = async (title: string) => {
    const doc = await insertDocument(t.ctx, { userId, title, pages: 1, pageTexts: [`${title}：量子纠缠是一种物理现象。`] });
    await indexItems(t.ctx, 0, [doc.id], 0);
    return itemKey(0, doc.id);
  };

  beforeAll(async () => {
    t = await createTestServer();
    userId = (await createMember(t.ctx)).id;
  });
  afterAll(() => t.close());

  it("works a window out once and gives it again while nothing changed", async () => {
    const first = await indexed("物理讲义");
    const [window] = await windows();
    expect(window).toEqual({ keys: [first], matches: 1 });
    const [again] = await windows();
    expect(again).toBe(window);
  });

  it("reads the matches again once an item is indexed, and once one is removed", async () => {
    const [before] = await windows();
    const second = await indexed("量子通信");
    const [after] = await windows();
    expect(after.keys).toEqual([second, ...before.keys]);
    expect(after.matches).toBe(2);
    await removeItems(t.ctx, [second]);
    const [removed] = await windows();
    expect(removed).toEqual({ keys: before.keys, matches: 1 });
  });
});
