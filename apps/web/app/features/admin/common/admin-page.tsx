import { Card, Flex, Typography } from "antd";
import type { ReactNode } from "react";

interface AdminPageProps {
  title: ReactNode;
  /** Filters and buttons above the content, wrapping on narrow screens. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of one admin page: a heading, a toolbar and the content in a card. */
export function AdminPage({ title, toolbar, children }: AdminPageProps) {
  return (
    <Card variant="borderless">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {toolbar && (
        <Flex wrap gap={8} style={{ marginBottom: 16 }}>
          {toolbar}
        </Flex>
      )}
      {children}
    </Card>
  );
}
