import { creditEndpoints, type CreditWays } from "@wenku/contract";
import { Alert, Button, List, Modal, Spin, Typography } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { callApi } from "../../lib/call-api";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import "./credit-shortfall.css";

const t = zh.creditWays;

export interface Shortfall {
  /** Credits missing. */
  shortfall: number;
  /** The price and the balance, in words. */
  detail: string;
  /** What is being bought costs this many credits: a download code must be allowed for it. */
  price: number;
  /** Pays the same thing with a download code (a document only); absent where a code cannot pay. */
  payWithCode?: () => void;
  /** VIP is what is being bought: not offered as a way. */
  buyingVip?: boolean;
}

interface Way {
  key: string;
  title: string;
  detail: string;
  action: ReactNode;
}

function waysOf(ways: CreditWays, need: Shortfall, close: () => void, recharge: () => void): Way[] {
  const credit = ways.credit_name;
  const link = (to: string, label: string, key: string) => (
    <Link to={to} onClick={close} data-testid={`credit-way-${key}-link`}>{label}</Link>
  );
  const list: Way[] = [];
  if (ways.sign_in.enabled) {
    list.push({
      key: "sign-in",
      title: t.signIn,
      detail: ways.sign_in.signed_today ? t.signedToday : t.signInDetail(ways.sign_in.award, credit),
      action: ways.sign_in.signed_today ? null : link("/me", t.signInAction, "sign-in"),
    });
  }
  if (ways.upload.enabled) {
    list.push({ key: "upload", title: t.upload, detail: t.uploadDetail(ways.upload.award, ways.upload.daily_limit, credit), action: link("/upload", t.uploadAction, "upload") });
  }
  if (ways.recharge.enabled) {
    list.push({
      key: "recharge",
      title: t.recharge,
      detail: t.rechargeDetail(credit),
      action: <a onClick={recharge} data-testid="credit-way-recharge-link">{t.rechargeAction}</a>,
    });
  }
  const { payWithCode } = need;
  if (ways.download_code.enabled && payWithCode && (ways.download_code.max_price <= 0 || need.price <= ways.download_code.max_price)) {
    const pay = () => {
      close();
      payWithCode();
    };
    list.push({ key: "download-code", title: t.downloadCode, detail: t.downloadCodeDetail, action: <a onClick={pay} data-testid="credit-way-download-code-link">{t.downloadCodeAction}</a> });
  }
  if (ways.vip.enabled && !need.buyingVip) list.push({ key: "vip", title: t.vip, detail: t.vipDetail, action: link("/joinvip", t.vipAction, "vip") });
  return list;
}

/** The shortfall's text and the ways, fetched each time the dialog opens (it is mounted anew then). */
function ShortfallBody({ need, close, recharge }: { need: Shortfall; close: () => void; recharge: () => void }) {
  const credit = creditName(useSettings());
  const [ways, setWays] = useState<CreditWays | "failed">();

  useEffect(() => {
    let live = true;
    callApi(creditEndpoints.ways).then(
      (reply) => live && setWays(reply),
      () => live && setWays("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  const list = ways && ways !== "failed" ? waysOf(ways, need, close, recharge) : [];
  return (
    <div className="wk-credit-shortfall" data-testid="credit-shortfall-dialog">
      <Typography.Paragraph data-testid="credit-shortfall">{need.detail}</Typography.Paragraph>
      {!ways && <Spin size="small" />}
      {ways === "failed" && <Alert type="error" showIcon title={t.loadFailed} />}
      {ways && ways !== "failed" && list.length === 0 && <Alert type="info" showIcon title={t.none(credit)} data-testid="credit-ways-none" />}
      {list.length > 0 && (
        <>
          <Typography.Text strong>{t.intro(credit)}</Typography.Text>
          <List
            size="small"
            dataSource={list}
            data-testid="credit-ways"
            renderItem={(way) => (
              <List.Item key={way.key} actions={way.action ? [way.action] : undefined} data-testid={`credit-way-${way.key}`}>
                <List.Item.Meta title={way.title} description={way.detail} />
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}

/**
 * Credits fall short: the price and the balance, then each way to get the difference that the server reports as
 * switched on (sign-in, uploading, recharge, a download code, VIP), each a link to where it is done; with none it
 * says so plainly.
 */
export function CreditShortfallDialog({ need, onClose, onRecharge }: { need: Shortfall | undefined; onClose: () => void; onRecharge: (shortfall: number) => void }) {
  const credit = creditName(useSettings());
  return (
    <Modal
      open={Boolean(need)}
      title={need ? <span data-testid="credit-shortfall-title">{t.title(need.shortfall, credit)}</span> : null}
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose} data-testid="credit-shortfall-close">{t.close}</Button>}
      destroyOnHidden
    >
      {need && (
        <ShortfallBody
          need={need}
          close={onClose}
          recharge={() => {
            onClose();
            onRecharge(need.shortfall);
          }}
        />
      )}
    </Modal>
  );
}
