import { zh } from "../../../locales/zh-CN";
import { PassProgressCard } from "./pass-progress-card";
import { usePageRepair } from "./use-page-repair";

const t = zh.adminDocuments.overview;

/** The background check of stored page images: pages checked and repaired, files sent back to conversion. */
export function PageRepairCard() {
  const { progress, loading } = usePageRepair();
  return (
    <PassProgressCard
      text={{
        title: t.pageRepair, figures: [t.pageRepairChecked, t.pageRepairRepaired, t.pageRepairRequeued],
        done: t.pageRepairDone, running: t.pageRepairRunning, pending: t.pageRepairPending, help: t.pageRepairHelp,
      }}
      progress={progress}
      figures={[progress?.repaired ?? 0, progress?.requeued ?? 0]}
      loading={loading}
      testId="page-repair"
    />
  );
}
