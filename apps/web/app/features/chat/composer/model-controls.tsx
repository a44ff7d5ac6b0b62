import type { ChatModel, ChatModelChoice } from "@wenku/contract";
import { Select, Space, Switch, Tooltip } from "antd";
import { zh } from "../../../locales/zh-CN";

interface ModelControlsProps {
  models: ChatModel[];
  choice: ChatModelChoice;
  onChange: (next: Partial<ChatModelChoice>) => void;
}

/** The model selector (0 = the configured default model) and the 深度思考 switch, for the chosen model. */
export function ModelControls({ models, choice, onChange }: ModelControlsProps) {
  const known = choice.modelId === 0 || models.some((m) => m.id === choice.modelId);
  const modelId = known ? choice.modelId : 0;
  const chosen = modelId === 0 ? models.find((m) => m.is_default) : models.find((m) => m.id === modelId);
  const canThink = chosen ? chosen.enable_thinking : true;
  const options = [
    { value: 0, label: chosen && modelId === 0 ? `${zh.chat.defaultModel}（${chosen.title}）` : zh.chat.defaultModel },
    ...models.map((m) => ({ value: m.id, label: m.title })),
  ];
  return (
    <Space size={12} wrap className="wk-chat-model-controls">
      <Select
        size="small"
        variant="borderless"
        value={modelId}
        options={options}
        onChange={(value: number) => onChange({ modelId: value })}
        popupMatchSelectWidth={false}
        aria-label={zh.chat.modelPlaceholder}
        data-testid="chat-model-select"
        style={{ minWidth: 120 }}
      />
      <Tooltip title={canThink ? undefined : zh.chat.thinkingUnsupported}>
        <span className="wk-chat-thinking">
          <Switch
            size="small"
            checked={canThink && choice.enableThinking}
            disabled={!canThink}
            onChange={(checked) => onChange({ enableThinking: checked })}
            aria-label={zh.chat.thinking}
            data-testid="chat-thinking-switch"
          />
          <span>{zh.chat.thinking}</span>
        </span>
      </Tooltip>
    </Space>
  );
}
