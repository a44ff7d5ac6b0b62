import { Button, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { EnableSwitch } from "../common/enable-switch";
import type { TreeNode } from "../common/tree";
import type { Navigation } from "./navigation-types";

export interface NavigationRowActions {
  edit: (item: Navigation) => void;
  addChild: (parent: Navigation) => void;
  setEnabled: (item: Navigation, enable: boolean) => Promise<unknown>;
  remove: (item: Navigation) => Promise<unknown>;
}

const t = zh.admin.navigation;
type Row = TreeNode<Navigation>;

/** Strips the tree's `children` before a row is sent back to the API. */
const plain = ({ children: _children, ...row }: Row): Navigation => row;

/** The navigation tree table's columns: title in its colour, link, target, order, flags and actions. */
export function navigationColumns(actions: NavigationRowActions): TableColumnsType<Row> {
  return [
    { title: t.name, dataIndex: "title", render: (title: string, n) => <span style={{ color: n.color || undefined }}>{title}</span> },
    { title: t.href, dataIndex: "href", ellipsis: true, render: (href: string) => href || "-" },
    {
      title: t.target,
      dataIndex: "target",
      width: 90,
      responsive: ["md"],
      render: (target: string) => (target === "_blank" ? t.targetBlank : t.targetSelf),
    },
    { title: zh.admin.sort, dataIndex: "sort", width: 70 },
    {
      title: zh.admin.enable,
      dataIndex: "enable",
      width: 70,
      render: (enable: boolean, n) => (
        <EnableSwitch
          checked={enable}
          label={`${zh.admin.enable} ${n.title}`}
          onToggle={(next) => actions.setEnabled(n, next)}
        />
      ),
    },
    {
      title: t.fixed,
      dataIndex: "fixed",
      width: 70,
      responsive: ["md"],
      render: (fixed: boolean) => (fixed ? <Tag color="blue">{t.fixed}</Tag> : null),
    },
    {
      title: zh.admin.color,
      dataIndex: "color",
      width: 90,
      responsive: ["lg"],
      render: (color: string) => (color ? <Tag color={color}>{color}</Tag> : "-"),
    },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 190,
      render: (_, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(plain(n))}>
            {zh.edit}
          </Button>
          <Button type="link" size="small" onClick={() => actions.addChild(plain(n))}>
            {zh.admin.addChild}
          </Button>
          <DeleteButton onDelete={() => actions.remove(n)} />
        </Space>
      ),
    },
  ];
}
