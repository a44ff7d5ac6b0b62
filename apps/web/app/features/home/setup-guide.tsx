import { Button, Card, Typography } from "antd";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { usePendingSetupSteps } from "./use-setup-steps";

const t = zh.home.guide;

/**
 * On a new site's home page, what its administrator does first (site address, categories, documents, AI), each a
 * link to where it is done; only for them, in the browser after sign-in, and only the steps still to do.
 */
export function SetupGuide() {
  const steps = usePendingSetupSteps();
  if (steps.length === 0) return null;
  return (
    <Card size="small" className="wk-home-guide" data-testid="setup-guide">
      <div className="wk-home-guide-head">
        <Typography.Text strong>{t.title}</Typography.Text>
        <Typography.Text type="secondary">{t.note}</Typography.Text>
      </div>
      <ol className="wk-home-guide-steps">
        {steps.map((step) => (
          <li key={step.name} data-testid={`setup-step-${step.name}`}>
            <div className="wk-home-guide-item">
              <div className="wk-home-guide-text">
                <Typography.Text strong>{t.steps[step.name].title}</Typography.Text>
                <Typography.Text type="secondary">{t.steps[step.name].description}</Typography.Text>
              </div>
              <Link to={step.href}>
                <Button type="primary" size="small">{t.steps[step.name].action}</Button>
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
