import type { ItemValues } from "./filter-values.js";
import type { SearchFilters, SortField } from "./types.js";

/** A facet combination: the fields facets group by. */
export type Combo = Pick<ItemValues, "ext_group" | "language" | "category_ids">;

const sortFields: SortField[] = ["created_at", "view_count", "download_count", "score", "pages", "size"];

/**
 * Item fields in columns indexed by item key (typed arrays): filtering, facet counting and top-k sorting over a
 * hundred thousand matches then cost a few milliseconds. `combo` numbers each item's facet combination.
 */
export class DocValues {
  readonly combos: Combo[] = [];
  private comboIds = new Map<string, number>();
  private capacity = 0;
  combo = new Int32Array(0);
  userId = new Float64Array(0);
  price = new Float64Array(0);
  /** the search_state revision that wrote each item (0: unknown or gone): which part's postings are its current ones */
  revision = new Float64Array(0);
  private sortColumns = new Map<SortField, Float64Array>();

  private grow(key: number) {
    if (key < this.capacity) return;
    let capacity = Math.max(1024, this.capacity * 2);
    while (capacity <= key) capacity *= 2;
    const widen = <A extends Int32Array | Float64Array>(old: A, make: (n: number) => A, fill = 0) => {
      const next = make(capacity).fill(fill) as A;
      next.set(old);
      return next;
    };
    this.combo = widen(this.combo, (n) => new Int32Array(n), -1);
    this.userId = widen(this.userId, (n) => new Float64Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.revision = widen(this.revision, (n) => new Float64Array(n));
    for (const field of sortFields) this.sortColumns.set(field, widen(this.column(field), (n) => new Float64Array(n)));
    this.capacity = capacity;
  }

  column(field: SortField): Float64Array {
    return this.sortColumns.get(field) ?? new Float64Array(0);
  }

  set(key: number, v: ItemValues & { revision?: number }) {
    this.grow(key);
    this.revision[key] = Number(v.revision ?? 0);
    const id = `${v.ext_group}\u0000${v.language}\u0000${v.category_ids}`;
    let combo = this.comboIds.get(id);
    if (combo === undefined) {
      combo = this.combos.push({ ext_group: v.ext_group, language: v.language, category_ids: v.category_ids }) - 1;
      this.comboIds.set(id, combo);
    }
    this.combo[key] = combo;
    this.userId[key] = v.user_id;
    this.price[key] = v.price;
    this.column("created_at")[key] = Date.parse(v.created_at) || 0;
    for (const field of sortFields.slice(1)) this.column(field)[key] = Number(v[field]);
  }

  /** The item left the index at `revision`, unless it was written again since. */
  drop(key: number, revision: number) {
    if (key < this.capacity && this.revision[key] < revision) {
      this.revision[key] = 0;
      this.combo[key] = -1;
    }
  }

  /** No filter at all: every item still indexed passes. */
  unfiltered(f: SearchFilters): boolean {
    return f.extGroup === undefined && f.languages.length === 0 && f.categoryIds.length === 0 && f.createdFrom === undefined &&
      f.createdTo === undefined && f.docType === undefined && f.userId === undefined && f.fee === undefined;
  }

  /** The filters (as filter-sql.ts states them) as a test of an item key, read from the columns. */
  matcher(f: SearchFilters): (key: number) => boolean {
    const comboOk = Uint8Array.from(this.combos, (c) =>
      (f.extGroup === undefined || c.ext_group === f.extGroup) &&
      (f.languages.length === 0 || f.languages.includes(c.language)) &&
      (f.categoryIds.length === 0 || f.categoryIds.some((id) => c.category_ids.includes(`,${id},`)))
        ? 1
        : 0,
    );
    const from = f.createdFrom === undefined ? -Infinity : Date.parse(f.createdFrom);
    const to = f.createdTo === undefined ? Infinity : Date.parse(f.createdTo);
    const created = this.column("created_at");
    const { capacity, combo, userId, price } = this;
    return (key) => {
      const c = key < capacity ? combo[key] : -1;
      if (c < 0 || !comboOk[c]) return false;
      if (f.docType !== undefined && key % 2 !== f.docType) return false;
      if (f.userId !== undefined && userId[key] !== f.userId) return false;
      if (created[key] < from || created[key] > to) return false;
      if (f.fee === "free" && price[key] !== 0) return false;
      if (f.fee === "charge" && !(price[key] > 0)) return false;
      return true;
    };
  }
}
