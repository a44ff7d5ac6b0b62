import { Table, type TableProps } from "antd";
import { useMemo } from "react";
import { useAccessibleTable } from "../../../lib/use-accessible-table";
import { useIsMobile } from "../../../shared/use-media-query";

type AdminTableProps<T> = TableProps<T> & {
  /** Below this width the table scrolls sideways. */
  minWidth: number;
};

/**
 * The back office's table: rows keyed by id, compact, scrolling sideways when narrow. On phones no column
 * stays fixed, so the actions do not cover the row.
 */
export function AdminTable<T extends object>({ minWidth, columns, ...props }: AdminTableProps<T>) {
  const mobile = useIsMobile();
  const ref = useAccessibleTable();
  const shown = useMemo(() => (mobile ? columns?.map(({ fixed: _fixed, ...column }) => column) : columns), [mobile, columns]);
  return <Table<T> ref={ref} rowKey="id" size="middle" scroll={{ x: minWidth }} columns={shown} {...props} />;
}
