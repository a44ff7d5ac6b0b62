import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import "./account.css";

/**
 * How to reach the site's administrator, from the contact settings: the contact link with its tip
 * (display.contact_link, contact_tip), the WeChat QR code with its tip and the 联系我们 page (footer.contact);
 * or plainly that none is configured.
 */
export function AdminContact() {
  const { display, footer } = useSettings();
  const ways = [
    display.contact_link && (
      <li key="link">
        <a href={display.contact_link} target="_blank" rel="noreferrer" data-testid="admin-contact-link">{display.contact_tip || zh.account.contactAdmin}</a>
      </li>
    ),
    display.wechat_qrcode && (
      <li key="wechat" className="wk-admin-contact-wechat">
        <img src={display.wechat_qrcode} alt={display.wechat_tip || zh.account.contactWechat} width={120} height={120} />
        <span>{display.wechat_tip || zh.account.contactWechat}</span>
      </li>
    ),
    footer.contact && (
      <li key="page">
        <a href={footer.contact} data-testid="admin-contact-page">{zh.account.contactPage}</a>
      </li>
    ),
  ].filter(Boolean);
  if (ways.length === 0) return <p className="wk-admin-contact" data-testid="admin-contact-none">{zh.account.contactNone}</p>;
  return (
    <div className="wk-admin-contact" data-testid="admin-contact">
      <p>{zh.account.contactWays}</p>
      <ul>{ways}</ul>
    </div>
  );
}
