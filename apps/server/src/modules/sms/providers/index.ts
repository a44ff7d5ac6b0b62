import type { SmsProviderName } from "@wenku/contract";
import { smsAliyun } from "./sms-aliyun.js";
import { smsBaidu } from "./sms-baidu.js";
import { smsHuawei } from "./sms-huawei.js";
import { smsTencent } from "./sms-tencent.js";
import type { SmsProvider } from "./types.js";

/** The providers with a client. 浩信 (smsHaomas) is named by the spec but publishes no API to build one on. */
export const smsProviderClients: Partial<Record<SmsProviderName, SmsProvider>> = { smsAliyun, smsTencent, smsBaidu, smsHuawei };
