import { Button, Popconfirm } from "antd";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";

interface DeleteButtonProps {
  /** Performs the deletion (a mutation, so the lists it changes reload). */
  onDelete: () => Promise<unknown>;
  /** After a deletion that succeeded. */
  onDeleted?: () => void;
  confirm?: string;
  label?: string;
}

/** A danger link that asks before deleting, then reports 删除成功 or the server's message. */
export function DeleteButton({ onDelete, onDeleted, confirm, label }: DeleteButtonProps) {
  const run = useAction();
  return (
    <Popconfirm
      title={confirm ?? zh.admin.deleteConfirm}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        if (await run(onDelete, zh.admin.deleted)) onDeleted?.();
      }}
    >
      <Button type="link" size="small" danger>
        {label ?? zh.delete}
      </Button>
    </Popconfirm>
  );
}
