import { Input, InputNumber } from "antd";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { CategorySelect } from "./category-select";
import type { FileFields } from "./use-upload-queue";

const t = zh.document;

/** Whether a file has any field of its own. */
export const hasOwnFields = (own: FileFields) => Object.values(own).some((v) => v !== undefined && v !== "");

/** The expanded editor of one file's own category, price, keywords and description (empty: the batch's). */
export function FileDetails({ own, onChange }: { own: FileFields; onChange: (own: FileFields) => void }) {
  const settings = useSettings();
  const set = (patch: FileFields) => onChange({ ...own, ...patch });
  const text = (value: string) => (value === "" ? undefined : value);
  return (
    <div className="wk-upload-file-details" data-testid="upload-file-details">
      <div className="wk-upload-file-hint">{t.fileDetailsHint}</div>
      <div className="wk-upload-pair">
        <div className="wk-upload-own">
          <span>{t.category}</span>
          <CategorySelect value={own.category} onChange={(category) => set({ category })} placeholder={t.sameAsBatch} />
        </div>
        <label className="wk-upload-own">
          <span>{t.priceLabel(creditName(settings))}</span>
          <InputNumber
            min={0}
            precision={0}
            value={own.price ?? null}
            placeholder={t.sameAsBatch}
            onChange={(price) => set({ price: price ?? undefined })}
            style={{ width: "100%" }}
            data-testid="upload-file-price"
          />
        </label>
      </div>
      <label className="wk-upload-own">
        <span>{t.keywords}</span>
        <Input
          maxLength={255}
          value={own.keywords ?? ""}
          placeholder={t.sameAsBatch}
          onChange={(e) => set({ keywords: text(e.target.value) })}
          data-testid="upload-file-keywords"
        />
      </label>
      <label className="wk-upload-own">
        <span>{t.description}</span>
        <Input.TextArea
          rows={2}
          maxLength={512}
          value={own.description ?? ""}
          placeholder={t.sameAsBatch}
          onChange={(e) => set({ description: text(e.target.value) })}
          data-testid="upload-file-description"
        />
      </label>
    </div>
  );
}
