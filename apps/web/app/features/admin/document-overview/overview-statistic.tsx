import { Statistic, type StatisticProps } from "antd";

/** A figure of the document cards: three side by side in a third of the dashboard, so a smaller value; red when `danger`. */
export function OverviewStatistic({ danger, ...props }: StatisticProps & { danger?: boolean }) {
  return <Statistic styles={{ content: { fontSize: 22, ...(danger ? { color: "#cf1322" } : {}) } }} {...props} />;
}
