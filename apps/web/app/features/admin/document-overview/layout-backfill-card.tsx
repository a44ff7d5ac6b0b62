import { zh } from "../../../locales/zh-CN";
import { PassProgressCard } from "./pass-progress-card";
import { useLayoutBackfill } from "./use-page-repair";

const t = zh.adminDocuments.overview;

/** The background reading of page text positions for documents converted before they were stored. */
export function LayoutBackfillCard() {
  const { progress, loading } = useLayoutBackfill();
  return (
    <PassProgressCard
      text={{
        title: t.layoutBackfill, figures: [t.layoutBackfillChecked, t.layoutBackfillFilled, t.layoutBackfillFailed],
        done: t.layoutBackfillDone, running: t.layoutBackfillRunning, pending: t.layoutBackfillPending, help: t.layoutBackfillHelp,
      }}
      progress={progress}
      figures={[progress?.filled ?? 0, progress?.failed ?? 0]}
      loading={loading}
      testId="layout-backfill"
    />
  );
}
