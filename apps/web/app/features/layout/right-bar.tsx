import { CustomerServiceOutlined, EditOutlined, UploadOutlined, WechatOutlined } from "@ant-design/icons";
import { FloatButton } from "antd";
import { useNavigate } from "react-router";
import { useSettings } from "../../lib/site-data";
import { useHydrated } from "../../lib/use-hydrated";
import { zh } from "../../locales/zh-CN";
import { HoverPopover } from "../../shared/deferred-overlays";

/** The fixed right bar (spec §2): post article, upload document, optional WeChat QR and contact link, back to top. */
export function RightBar() {
  const { display } = useSettings();
  const navigate = useNavigate();
  // Tooltips from hydration on: a closed one draws nothing, and each cost a server render of every page (shared/deferred-overlays.tsx).
  const hydrated = useHydrated();
  const tip = (title: string) => (hydrated ? title : undefined);
  return (
    <FloatButton.Group shape="square" className="wk-right-bar">
      <FloatButton icon={<EditOutlined />} tooltip={tip(zh.layout.postArticle)} onClick={() => void navigate("/post")} />
      <FloatButton icon={<UploadOutlined />} tooltip={tip(zh.layout.uploadDocument)} onClick={() => void navigate("/upload")} />
      {display.wechat_qrcode && (
        <HoverPopover
          placement="left"
          content={
            <div className="wk-wechat-card">
              <img src={display.wechat_qrcode} alt={zh.layout.wechat} width={160} height={160} />
              {display.wechat_tip && <div>{display.wechat_tip}</div>}
            </div>
          }
        >
          <FloatButton icon={<WechatOutlined />} />
        </HoverPopover>
      )}
      {display.contact_link && (
        <FloatButton
          icon={<CustomerServiceOutlined />}
          tooltip={tip(display.contact_tip || zh.layout.contact)}
          href={display.contact_link}
          target="_blank"
        />
      )}
      <FloatButton.BackTop tooltip={tip(zh.layout.backToTop)} visibilityHeight={200} />
    </FloatButton.Group>
  );
}
