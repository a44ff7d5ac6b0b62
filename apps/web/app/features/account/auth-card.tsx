import { Card } from "antd";
import type { ReactNode } from "react";
import "./account.css";

/** The centred card of the login, register and password-recovery pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="wk-auth">
      <Card title={title} className="wk-auth-card">
        {children}
        {footer && <div className="wk-auth-footer">{footer}</div>}
      </Card>
    </div>
  );
}
