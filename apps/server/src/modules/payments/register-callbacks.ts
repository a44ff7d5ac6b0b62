import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { handleAlipayCallback } from "./alipay/alipay-callback.js";
import { textAnswer, type CallbackAnswer } from "./callback-answer.js";
import type { SettlePayment } from "./gateway-notification.js";
import { callbackPath } from "./site-urls.js";
import { handleWechatpayCallback } from "./wechatpay/wechatpay-callback.js";
import { handleXunhupayCallback } from "./xunhupay/xunhupay-callback.js";

const BODY_LIMIT = 64 * 1024;

const rawBody = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

const send = (reply: FastifyReply, a: CallbackAnswer) => reply.code(a.status).header("Cache-Control", "no-store").type(a.contentType).send(a.body);

/** A failure of ours (e.g. the database) answers 500 in the gateway's failure format, so that it retries later. */
async function answer(ctx: AppContext, reply: FastifyReply, provider: string, work: () => Promise<CallbackAnswer>) {
  try {
    return send(reply, await work());
  } catch (error) {
    ctx.log.error(`${provider}: notification could not be handled`, { err: error });
    return send(reply, provider === "wechatpay" ? wechatpayFailure : textFailure);
  }
}

const wechatpayFailure: CallbackAnswer = { status: 500, contentType: "application/json; charset=utf-8", body: JSON.stringify({ code: "FAIL", message: "系统繁忙" }) };
const textFailure = textAnswer(500, "fail");

/**
 * POST /callback/{wechatpay,alipay,xunhupay}: gateway notifications, outside /api/v1. They are read in a scope of
 * their own whose only body parser keeps the exact bytes, whatever the content type (WeChat Pay signs the raw body).
 * A verified payment is settled by `settle` (modules/orders). The client address (`request.ip`: X-Forwarded-For
 * from a trusted proxy) counts failed verifications (record-refusal.ts).
 */
export function registerPaymentCallbacks(ctx: AppContext, settle: SettlePayment) {
  return (app: FastifyInstance) =>
    app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
      scope.post(callbackPath("wechatpay"), (request, reply) =>
        answer(ctx, reply, "wechatpay", () =>
          handleWechatpayCallback(
            ctx,
            settle,
            {
              timestamp: header(request, "wechatpay-timestamp"),
              nonce: header(request, "wechatpay-nonce"),
              signature: header(request, "wechatpay-signature"),
              serial: header(request, "wechatpay-serial"),
            },
            rawBody(request),
            request.ip,
          ),
        ),
      );
      scope.post(callbackPath("alipay"), (request, reply) => answer(ctx, reply, "alipay", () => handleAlipayCallback(ctx, settle, rawBody(request), request.ip)));
      scope.post(callbackPath("xunhupay"), (request, reply) => answer(ctx, reply, "xunhupay", () => handleXunhupayCallback(ctx, settle, rawBody(request), request.ip)));
      done();
    });
}
