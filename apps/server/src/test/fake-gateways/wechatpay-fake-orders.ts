/** A Native / H5 order request as WeChat Pay documents it; any field may be missing or wrong until checked. */
export interface TransactionRequest {
  appid?: string;
  mchid?: string;
  description?: string;
  out_trade_no?: string;
  notify_url?: string;
  time_expire?: string;
  amount?: { total?: number; currency?: string };
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
  /** JSAPI: who pays (an openid of the official account `appid`). */
  payer?: { openid?: string };
}

/** What is wrong with a Native / H5 order request, as WeChat Pay checks it, or undefined when nothing is. */
export function validateTransaction(body: TransactionRequest, expected: { appid: string; mchid: string; h5: boolean; jsapi?: boolean }): string | undefined {
  if (body.appid !== expected.appid) return "appid";
  if (body.mchid !== expected.mchid) return "mchid";
  if (typeof body.description !== "string" || !body.description || [...body.description].length > 127) return "description";
  if (typeof body.out_trade_no !== "string" || !/^[A-Za-z0-9_\-*]{6,32}$/.test(body.out_trade_no)) return "out_trade_no";
  if (typeof body.notify_url !== "string" || !/^https?:\/\/[^?]+$/.test(body.notify_url)) return "notify_url";
  const total = body.amount?.total;
  if (total === undefined || !Number.isSafeInteger(total) || total <= 0) return "amount.total";
  if (body.amount?.currency !== undefined && body.amount.currency !== "CNY") return "amount.currency";
  if (body.time_expire !== undefined) {
    if (typeof body.time_expire !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(body.time_expire)) return "time_expire";
    if (new Date(body.time_expire).getTime() <= Date.now()) return "time_expire passed";
  }
  if (expected.jsapi) {
    if (typeof body.payer?.openid !== "string" || !body.payer.openid) return "payer.openid";
    if (body.scene_info?.h5_info !== undefined) return "scene_info.h5_info";
  }
  if (expected.h5) {
    if (typeof body.scene_info?.payer_client_ip !== "string" || !body.scene_info.payer_client_ip) return "scene_info.payer_client_ip";
    if (!body.scene_info?.h5_info?.type) return "scene_info.h5_info.type";
  }
  return undefined;
}
