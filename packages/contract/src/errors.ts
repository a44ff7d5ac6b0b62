import { z } from "zod";

/** Error body of every failed API call (api-contract §1.5). `error` and `message` carry the same text. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.number().int(),
  message: z.string(),
  /** Only on refused logins: from now on this client must answer a login captcha (drawn with `required=true`). */
  captcha_required: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** gRPC status codes the original API maps to HTTP statuses; we keep them in `code` for client compatibility. */
const grpcCodeByHttpStatus: Record<number, number> = {
  400: 3,
  401: 16,
  403: 7,
  404: 5,
  405: 12,
  408: 1,
  409: 6,
  413: 3,
  415: 3,
  429: 8,
  500: 13,
  501: 12,
  503: 14,
  504: 4,
};

export function grpcCodeForStatus(status: number): number {
  return grpcCodeByHttpStatus[status] ?? 2;
}

export function errorBody(status: number, message: string): ErrorBody {
  return { error: message, code: grpcCodeForStatus(status), message };
}

/** Messages the server and the client both show, verbatim from the specification. */
export const messages = {
  notLoggedIn: "您未登录或您的登录已过期，请重新登录或刷新页面重试",
  noPermission: (title: string) => `您没有权限访问【${title}】`,
  wrongCredentials: "用户名或密码错误",
  captchaWrong: "验证码错误",
  siteClosed: "网站已关闭",
  registerClosed: "网站已关闭注册",
  loginRequired: "请先登录",
  oldPasswordRequired: "请输入您的原密码",
  newPasswordRequired: "请输入您的新密码",
  repeatPasswordRequired: "请再次输入您的新密码",
  passwordMismatch: "新密码和确认密码不一致",
  oldPasswordWrong: "原密码不正确",
  usernameRequired: "请输入登录用户名",
  emailInvalid: "请输入正确的邮箱地址",
  profileSaved: "修改成功",
  passwordSaved: "密码修改成功",
  logoutDone: "退出成功",
  loginFailed: "登录失败",
  registerFailed: "注册失败",
  profileFailed: "修改失败",
  permissionFailed: "获取权限失败",
  settingsFailed: "查询系统设置失败",
  notFoundPage: "页面不存在",
  backHome: "返回首页",
  findPasswordTokenInvalid: "找回密码 token 无效",
  mailDisabled: "邮件服务未启用",
  siteAddressUnset: "网站地址未设置，暂时无法通过邮件找回密码",
  tooManyRequests: "请求过于频繁，请稍后再试",
  serverError: "服务器内部错误",
} as const;
