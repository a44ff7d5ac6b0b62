import { RobotOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

const chatPath = "/chat";

/**
 * The header's way into AI chat, shown while the administrator has it switched on (llm.enable). Signed-out visitors
 * go to login first, with a redirect back to /chat. `compact` is the phone header's short form.
 */
export function AiChatEntry({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  const settings = useSettings();
  const session = useSession();
  if (!settings.llm.enable) return null;
  const to = session.user ? chatPath : entryHref("/login", { pathname: chatPath, search: "" });
  return (
    <Link
      to={to}
      className={`wk-ai-entry ${className}`.trim()}
      aria-label={zh.layout.aiChat}
      data-testid={compact ? "header-ai-entry-mobile" : "header-ai-entry"}
    >
      <RobotOutlined /> {compact ? zh.layout.aiShort : zh.layout.aiChat}
    </Link>
  );
}
