import { Card } from "antd";
import type { ReactNode } from "react";
import "./auth-card.css";

/**
 * The centred card of the login, register and password-recovery pages, over the page's background image when one is
 * set (system.login_background, system.register_background).
 */
export function AuthCard({ title, children, footer, background }: { title: string; children: ReactNode; footer?: ReactNode; background?: string }) {
  return (
    <div
      className={background ? "wk-auth wk-auth-pictured" : "wk-auth"}
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
      data-testid="auth-page"
    >
      <Card title={title} className="wk-auth-card">
        {children}
        {footer && <div className="wk-auth-footer">{footer}</div>}
      </Card>
    </div>
  );
}
