import { Outlet } from "react-router";
import { RouteErrorView } from "../../features/errors/route-error-view";
import { ChatLayout } from "../../features/chat/layout/chat-layout";

export default function ChatLayoutRoute() {
  return (
    <ChatLayout>
      <Outlet />
    </ChatLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
