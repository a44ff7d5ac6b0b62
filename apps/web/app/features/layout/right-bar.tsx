import { CustomerServiceOutlined, EditOutlined, UploadOutlined, WechatOutlined } from "@ant-design/icons";
import { FloatButton, Popover } from "antd";
import { useNavigate } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/** The fixed right bar (spec §2): post article, upload document, optional WeChat QR and contact link, back to top. */
export function RightBar() {
  const { display } = useSettings();
  const navigate = useNavigate();
  return (
    <FloatButton.Group shape="square" className="wk-right-bar">
      <FloatButton icon={<EditOutlined />} tooltip={zh.layout.postArticle} onClick={() => void navigate("/post")} />
      <FloatButton icon={<UploadOutlined />} tooltip={zh.layout.uploadDocument} onClick={() => void navigate("/upload")} />
      {display.wechat_qrcode && (
        <Popover
          placement="left"
          content={
            <div className="wk-wechat-card">
              <img src={display.wechat_qrcode} alt={zh.layout.wechat} width={160} height={160} />
              {display.wechat_tip && <div>{display.wechat_tip}</div>}
            </div>
          }
        >
          <FloatButton icon={<WechatOutlined />} />
        </Popover>
      )}
      {display.contact_link && (
        <FloatButton
          icon={<CustomerServiceOutlined />}
          tooltip={display.contact_tip || zh.layout.contact}
          href={display.contact_link}
          target="_blank"
        />
      )}
      <FloatButton.BackTop tooltip={zh.layout.backToTop} visibilityHeight={200} />
    </FloatButton.Group>
  );
}
