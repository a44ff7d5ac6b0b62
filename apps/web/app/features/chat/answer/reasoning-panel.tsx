import { BulbOutlined } from "@ant-design/icons";
import { Collapse } from "antd";
import { zh } from "../../../locales/zh-CN";

/** The model's reasoning (思考过程), collapsible: open while it is being written, closed by default afterwards. */
export function ReasoningPanel({ reasoning, running }: { reasoning: string; running: boolean }) {
  if (!reasoning) return null;
  return (
    <Collapse
      size="small"
      ghost
      className="wk-chat-reasoning"
      defaultActiveKey={running ? ["reasoning"] : []}
      items={[
        {
          key: "reasoning",
          label: (
            <span className="wk-muted">
              <BulbOutlined /> {running ? zh.chat.reasoningRunning : zh.chat.reasoning}
            </span>
          ),
          children: <div className="wk-chat-reasoning-text" data-testid="chat-reasoning">{reasoning}</div>,
        },
      ]}
    />
  );
}
