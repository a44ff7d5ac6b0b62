import { App } from "antd";
import { useCallback, type ReactNode } from "react";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useRechargeDialog } from "./use-recharge-dialog";

const t = zh.commerce.order;

/**
 * Tells a member their credits fall `shortfall` short of a price (`detail`: the price and the balance), offering
 * recharge only when recharge can be bought; otherwise the notice only informs.
 */
export function useShortfallNotice(): { notifyShortfall: (shortfall: number, detail: string) => Promise<void>; rechargeDialog: ReactNode } {
  const { modal } = App.useApp();
  const credit = creditName(useSettings());
  const { canRecharge, openRecharge, rechargeDialog } = useRechargeDialog();
  const notifyShortfall = useCallback(
    async (shortfall: number, detail: string) => {
      const notice = { title: t.creditsShort(shortfall, credit), content: <span data-testid="credit-shortfall">{detail}</span> };
      if (!canRecharge) {
        await modal.warning(notice);
        return;
      }
      if (await modal.confirm({ ...notice, okText: t.rechargeFirst(credit) })) openRecharge(shortfall);
    },
    [canRecharge, credit, modal, openRecharge],
  );
  return { notifyShortfall, rechargeDialog };
}
