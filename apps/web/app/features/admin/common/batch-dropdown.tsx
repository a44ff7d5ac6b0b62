import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, type MenuProps } from "antd";

/** A command on the selection that is asked for confirmation first. */
export interface ConfirmedCommand {
  label: string;
  /** Runs the command; true when it succeeded. */
  run: () => Promise<boolean>;
  danger?: boolean;
}

interface BatchDropdownProps {
  /** The selected rows; the menu is disabled while none is. */
  ids: number[];
  buttonLabel: string;
  testId: string;
  items: MenuProps["items"];
  /** Commands by menu key, run after confirmation; the other keys go to `onOther`. */
  confirmed: Record<string, ConfirmedCommand>;
  confirmTitle: (label: string, count: number) => string;
  onOther: (key: string) => void;
  /** After a confirmed command succeeded. */
  onDone: () => void;
}

/** The 批量操作 menu of a list's selection. */
export function BatchDropdown({ ids, buttonLabel, testId, items, confirmed, confirmTitle, onOther, onDone }: BatchDropdownProps) {
  const { modal } = App.useApp();
  const onClick: MenuProps["onClick"] = ({ key }) => {
    const command = confirmed[key];
    if (!command) return onOther(key);
    modal.confirm({
      title: confirmTitle(command.label, ids.length),
      okButtonProps: { danger: command.danger ?? false },
      onOk: async () => {
        if (await command.run()) onDone();
      },
    });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} disabled={!ids.length}>
      <Button data-testid={testId}>
        {buttonLabel} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
