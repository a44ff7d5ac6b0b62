import { CategoryType } from "@wenku/contract";
import { Button, Image, Space, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { EnableSwitch } from "../common/enable-switch";
import type { TreeNode } from "../common/tree";
import type { Category } from "./category-types";

export interface CategoryRowActions {
  edit: (category: Category) => void;
  addChild: (parent: Category) => void;
  setEnabled: (category: Category, enable: boolean) => Promise<unknown>;
  remove: (category: Category) => Promise<unknown>;
}

const t = zh.admin.category;
type Row = TreeNode<Category>;

const plain = ({ children: _children, ...row }: Row): Category => row;
const thumbnail = (src: string) => (src ? <Image src={src} width={32} height={32} style={{ objectFit: "cover" }} alt="" /> : "-");

/** The category tree table's columns: title, images, counts, order, flags and actions. */
export function categoryColumns(actions: CategoryRowActions, type: number): TableColumnsType<Row> {
  return [
    { title: t.name, dataIndex: "title" },
    { title: t.icon, dataIndex: "icon", width: 70, responsive: ["md"], render: thumbnail },
    { title: t.cover, dataIndex: "cover", width: 70, responsive: ["md"], render: thumbnail },
    { title: type === CategoryType.article ? t.articleCount : t.docCount, dataIndex: "doc_count", width: 80, responsive: ["sm"] },
    { title: zh.admin.sort, dataIndex: "sort", width: 70 },
    {
      title: zh.admin.enable,
      dataIndex: "enable",
      width: 70,
      render: (enable: boolean, c) => (
        <EnableSwitch
          checked={enable}
          label={`${zh.admin.enable} ${c.title}`}
          onToggle={(next) => actions.setEnabled(c, next)}
        />
      ),
    },
    { title: zh.admin.description, dataIndex: "description", ellipsis: true, responsive: ["lg"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 190,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(plain(c))}>
            {zh.edit}
          </Button>
          <Button type="link" size="small" onClick={() => actions.addChild(plain(c))}>
            {zh.admin.addChild}
          </Button>
          <DeleteButton onDelete={() => actions.remove(c)} />
        </Space>
      ),
    },
  ];
}
