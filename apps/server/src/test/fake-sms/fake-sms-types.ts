import type { SmsProviderName } from "@wenku/contract";
import type { FakeRequest, FakeResponse } from "../fake-gateways/fake-http.js";

/** A text message a fake provider accepted: what the member would read on their phone. */
export interface ReceivedSms {
  provider: SmsProviderName;
  mobile: string;
  code: string;
  template: string;
  signName: string;
}

/** What the fake does with the next well-signed request. */
export type FakeSmsMode = "deliver" | "refuse" | "hang";

export interface FakeSmsCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  sdkAppId: string;
  signName: string;
}

/** One provider's wire handling: check our signature, read the message, answer in the provider's format. */
export interface FakeSmsProtocol {
  /** null when the request is well signed: then `message` holds what was sent. */
  verify(request: FakeRequest, credentials: FakeSmsCredentials): { problem: string } | { message: Omit<ReceivedSms, "provider"> };
  accepted(message: Omit<ReceivedSms, "provider">): FakeResponse;
  /** The provider's answer to a request it refuses: a bad signature, or (mode "refuse") a business error. */
  refused(problem: string): FakeResponse;
}
