import { ArrowUpOutlined, PauseOutlined } from "@ant-design/icons";
import { Button, Checkbox, Input, Tooltip } from "antd";
import { useRef, useState, type ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";
import { enterAction } from "./ime-keys";

interface ChatComposerProps {
  /** Called with the trimmed text; resolves true when it was sent, so the input is cleared. */
  onSend: (text: string, options: { newTab: boolean }) => Promise<boolean>;
  /** While an answer streams: the stop button replaces the send button. */
  streaming?: boolean;
  onStop?: () => void;
  /** Offer 新标签页打开 (the start page). */
  newTabOption?: boolean;
  disabled?: boolean;
  /** Model and thinking controls, under the text. */
  controls?: ReactNode;
  autoFocus?: boolean;
}

/** The question box: IME-safe Enter to send, Shift + Enter for a newline, stop while an answer streams. */
export function ChatComposer({ onSend, streaming, onStop, newTabOption, disabled, controls, autoFocus }: ChatComposerProps) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [newTab, setNewTab] = useState(false);
  const composing = useRef(false);

  const send = async (inNewTab: boolean) => {
    const content = text.trim();
    if (!content || sending || streaming || disabled) return;
    setSending(true);
    try {
      if (await onSend(content, { newTab: inNewTab })) setText("");
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="wk-chat-composer" data-testid="chat-composer">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
        onKeyDown={(e) => {
          const action = enterAction(e, composing.current);
          if (action === "none") return;
          e.preventDefault();
          void send(action === "send-new-tab" || (newTabOption === true && newTab));
        }}
        placeholder={zh.chat.inputPlaceholder}
        autoSize={{ minRows: 2, maxRows: 8 }}
        variant="borderless"
        maxLength={8000}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-label={zh.chat.inputPlaceholder}
        data-testid="chat-input"
      />
      <div className="wk-chat-composer-bar">
        <div className="wk-chat-composer-controls">
          {controls}
          {newTabOption && (
            <Tooltip title={zh.chat.newTabHint}>
              <Checkbox checked={newTab} onChange={(e) => setNewTab(e.target.checked)} data-testid="chat-new-tab">
                {zh.chat.openInNewTab}
              </Checkbox>
            </Tooltip>
          )}
        </div>
        {streaming ? (
          <Tooltip title={zh.chat.stop}>
            <Button shape="circle" type="primary" danger icon={<PauseOutlined />} onClick={onStop} aria-label={zh.chat.stop} data-testid="chat-stop" />
          </Tooltip>
        ) : (
          <Tooltip title={zh.chat.send}>
            <Button
              shape="circle"
              type="primary"
              icon={<ArrowUpOutlined />}
              loading={sending}
              disabled={disabled || !text.trim()}
              onClick={() => void send(newTabOption === true && newTab)}
              aria-label={zh.chat.send}
              data-testid="chat-send"
            />
          </Tooltip>
        )}
      </div>
    </div>
  );
}
