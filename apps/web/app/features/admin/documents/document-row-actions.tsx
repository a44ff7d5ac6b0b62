import { DownOutlined } from "@ant-design/icons";
import { DocumentStatus } from "@wenku/contract";
import { App, Button, Dropdown, Popconfirm, Space, type MenuProps } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { AdminDocument } from "./document-types";
import { canReconvert, needsReviewDownload } from "./document-status";
import type { DocumentCommands } from "./use-document-commands";

const t = zh.adminDocuments.list;

interface RowActionsProps {
  doc: AdminDocument;
  commands: DocumentCommands;
  onEdit: (doc: AdminDocument) => void;
}

/** The state command that fits the row's status, shown as a button; the others sit in 更多. */
function PrimaryAction({ doc, commands }: Omit<RowActionsProps, "onEdit">) {
  const ids = [doc.id];
  switch (doc.status) {
    case DocumentStatus.pendingReview:
      return (
        <>
          <Button type="link" size="small" onClick={() => commands.approve(ids)} data-testid="document-approve">
            {t.approve}
          </Button>
          <Popconfirm title={t.rejectConfirm} okButtonProps={{ danger: true }} onConfirm={() => commands.reject(ids)}>
            <Button type="link" size="small" danger>
              {t.reject}
            </Button>
          </Popconfirm>
        </>
      );
    case DocumentStatus.reviewRejected:
      return (
        <Button type="link" size="small" onClick={() => commands.approve(ids)} data-testid="document-approve">
          {t.approve}
        </Button>
      );
    case DocumentStatus.converted:
      return (
        <Popconfirm title={t.disableConfirm} okButtonProps={{ danger: true }} onConfirm={() => commands.disable(ids)}>
          <Button type="link" size="small" danger>
            {t.disable}
          </Button>
        </Popconfirm>
      );
    case DocumentStatus.disabled:
      return (
        <Button type="link" size="small" onClick={() => commands.enable(ids)}>
          {t.enable}
        </Button>
      );
    case DocumentStatus.failed:
      return (
        <Button type="link" size="small" onClick={() => commands.reconvert(doc.id)} data-testid="document-reconvert">
          {t.reconvert}
        </Button>
      );
    default:
      return null;
  }
}

/** The actions cell of a document row. */
export function DocumentRowActions({ doc, commands, onEdit }: RowActionsProps) {
  const { modal } = App.useApp();
  const recommended = Boolean(doc.recommend_at);
  const items: MenuProps["items"] = [
    { key: "view", label: <a href={`/document/${doc.uuid}`} target="_blank" rel="noreferrer">{t.viewDocument}</a> },
    ...(needsReviewDownload(doc.status) ? [{ key: "download", label: t.reviewDownload }] : []),
    ...(canReconvert(doc.status) && doc.status !== DocumentStatus.failed ? [{ key: "reconvert", label: t.reconvert }] : []),
    { key: "recommend", label: recommended ? t.unrecommend : t.recommend },
    { type: "divider" },
    { key: "delete", label: zh.delete, danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "download") void commands.reviewDownload(doc.id);
    if (key === "reconvert") modal.confirm({ title: t.reconvertConfirm, onOk: () => commands.reconvert(doc.id) });
    if (key === "recommend") void commands.recommend([doc.id], !recommended);
    if (key === "delete") modal.confirm({ title: t.deleteConfirm, okButtonProps: { danger: true }, onOk: () => commands.remove([doc.id]) });
  };
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => onEdit(doc)}>
        {zh.edit}
      </Button>
      <PrimaryAction doc={doc} commands={commands} />
      <Dropdown menu={{ items, onClick }} trigger={["click"]}>
        <Button type="link" size="small">
          {t.more} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
