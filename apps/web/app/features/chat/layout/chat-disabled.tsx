import { Button, Result } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";

const t = zh.chat;

/** What /chat… shows while AI chat is off (llm.enable): a plain notice and ways on, no input box. */
export function ChatDisabled() {
  return (
    <Result
      status="info"
      title={t.disabledTitle}
      subTitle={t.disabledDetail}
      data-testid="chat-disabled"
      extra={[
        <Link key="home" to="/">
          <Button type="primary">{t.disabledHome}</Button>
        </Link>,
        <Link key="search" to="/search">
          <Button>{t.disabledSearch}</Button>
        </Link>,
      ]}
    />
  );
}
