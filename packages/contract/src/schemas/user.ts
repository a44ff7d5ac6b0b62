import { z } from "zod";
import { messages } from "../errors.js";
import { bBool, bInt, firstValue, listOf, pageQuery, qBool, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { isMobile } from "../rules/mobile.js";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../rules/visible-text.js";
import { projectableList } from "./projection.js";

const int = z.number().int();

/**
 * What anyone may see of a user (other users' pages, public lists, authors of documents, articles and comments):
 * name, avatar, signature, status, counts of public work and the join date. Credits, VIP state, activity times,
 * contact data and real names stay private.
 */
export const userPublicSchema = z.object({
  id: int,
  username: z.string(),
  avatar: z.string(),
  signature: z.string(),
  status: int,
  doc_count: int,
  follow_count: int,
  fans_count: int,
  favorite_count: int,
  comment_count: int,
  article_count: int,
  created_at: z.string(),
});
export type UserPublic = z.infer<typeof userPublicSchema>;

/** The user as they see themselves (and administrators see them); `remark` and `group_id` only reach administrators. */
export const userPrivateSchema = userPublicSchema.extend({
  credit_count: int,
  /** VIP now: set by an administrator or within bought VIP time (api-contract: Pro adds is_vip); VIPs see no ads. */
  is_vip: z.boolean(),
  login_at: z.string().optional(),
  updated_at: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** True once a text message code proved `mobile` (bound in /me or registered with it); only then does it sign in. */
  mobile_verified: z.boolean(),
  realname: z.string(),
  identity: z.string(),
  address: z.string(),
  register_ip: z.string(),
  last_login_ip: z.string(),
  /** End of the VIP time the user bought; absent when none was bought. */
  vip_expired_at: z.string().optional(),
  /** False for an account made by a third-party sign-in that has no password yet: it sets one without an old one. */
  has_password: z.boolean().optional(),
  remark: z.string().optional(),
  group_id: z.array(int).optional(),
});
export type UserPrivate = z.infer<typeof userPrivateSchema>;

export const loginReplySchema = z.object({ token: z.string(), user: userPrivateSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const userMessages = {
  agreementRequired: "请阅读并同意《文库协议》",
  usernameLength: "用户名长度必须为3到32个字符",
  usernameWhitespace: "用户名不能包含空白字符",
  usernameIsEmail: "用户名不能是邮箱地址",
  usernameIsMobile: "用户名不能是手机号码",
  usernameTaken: "用户名已存在",
  emailTaken: "邮箱已被注册",
  mobileTaken: "手机号已被使用",
  mobileInvalid: "请输入正确的手机号码",
  emailLocked: "邮箱设置后不能修改",
  mobileLocked: "手机号设置后不能修改",
  passwordRequired: "请输入密码",
  passwordTooShort: "密码长度不能少于6位",
  passwordTooLong: "密码长度不能超过64位",
  newPasswordTooShort: "新密码长度不能少于6位",
  avatarInvalid: "头像地址无效",
  groupRequired: "请选择用户组",
  userNotFound: "用户不存在",
  userDisabled: "您的账号已被禁用",
  wrongPassword: "密码错误",
  loginPasswordRequired: "请输入您的登录密码",
  deleteIdRequired: "请选择要删除的用户",
  captchaTypeUnsupported: "不支持的验证码类型",
  emailCodeWrong: "邮箱验证码错误或已过期",
  emailCodeTooFrequent: "验证码发送过于频繁，请60秒后再试",
  emailCodeTypeUnsupported: "不支持的邮箱验证码类型",
  emailVerifyDisabled: "未开启注册邮箱验证",
  loginLocked: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  loginCaptchaRequired: "登录失败次数过多，请输入验证码",
} as const;

const looksLikeEmail = (value: string) => z.email().safeParse(value).success;

export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .normalize("NFC")
  .trim()
  .min(1, messages.usernameRequired)
  .min(3, userMessages.usernameLength)
  .max(32, userMessages.usernameLength)
  .refine((v) => !/[\s\p{Cc}]/u.test(v), userMessages.usernameWhitespace)
  .refine((v) => !hasHiddenCharacters(v), hiddenCharactersMessage("用户名"))
  .refine((v) => !looksLikeEmail(v), userMessages.usernameIsEmail)
  .refine((v) => !isMobile(v), userMessages.usernameIsMobile);

/** A new password: 6 to 64 characters (argon2 cost grows with length, so it is bounded). */
export const newPasswordSchema = (required: string = userMessages.passwordRequired, tooShort: string = userMessages.passwordTooShort) =>
  z.string({ error: required }).min(1, required).min(6, tooShort).max(64, userMessages.passwordTooLong);

export const emailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(128, messages.emailInvalid)
  .refine(looksLikeEmail, messages.emailInvalid);

/** An email that may be left empty (profile forms). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(128, messages.emailInvalid)
  .refine((v) => v === "" || looksLikeEmail(v), messages.emailInvalid);

export const mobileSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || isMobile(v), userMessages.mobileInvalid);

/** An avatar is a path on this site ("/uploads/…"); other URLs could carry script or track visitors. */
export const avatarSchema = z
  .string()
  .trim()
  .max(255, userMessages.avatarInvalid)
  .refine((v) => v === "" || /^\/(?![/\\])[^\s"'<>]*$/.test(v), userMessages.avatarInvalid);

/** The answer to a captcha drawn by GET /api/v1/user/captcha, sent with every form that may require one. */
export const captchaFields = {
  captcha: z.string().trim().max(16).optional().default(""),
  captcha_id: z.string().trim().max(64).optional().default(""),
};

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema(),
  email: emailSchema,
  ...captchaFields,
  /** The mailed code; required while `security.enable_verify_register_email` is on. */
  code: z.string().trim().max(16).optional().default(""),
  /**
   * 我已阅读并同意《文库协议》: false is refused while the site links an agreement (footer.agreement). Absent is
   * accepted: the established client's request has no such field (docs/compatibility.md).
   */
  agreement: bBool().optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: z.string({ error: messages.usernameRequired }).normalize("NFC").trim().min(1, messages.usernameRequired).max(64, messages.wrongCredentials),
  password: z.string({ error: userMessages.passwordRequired }).min(1, userMessages.passwordRequired).max(128, messages.wrongCredentials),
  ...captchaFields,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Own profile, or any user's with the permission (then `remark` too). Email and mobile are fixed once set. */
export const profileBodySchema = z.object({
  id: bInt().optional(),
  username: usernameSchema,
  email: optionalEmailSchema.optional(),
  mobile: mobileSchema.optional(),
  realname: z.string().trim().max(32, "真实姓名不能超过32个字符").optional(),
  identity: z.string().trim().max(32, "身份证号不能超过32个字符").optional(),
  address: z.string().trim().max(255, "地址不能超过255个字符").optional(),
  signature: z
    .string()
    .trim()
    .max(255, "个性签名不能超过255个字符")
    .refine((v) => !hasHiddenCharacters(v, { multiline: true }), hiddenCharactersMessage("个性签名"))
    .optional(),
  avatar: avatarSchema.optional(),
  remark: z.string().trim().max(255, "备注不能超过255个字符").optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const passwordBodySchema = z
  .object({
    id: bInt().optional(),
    /** Required unless the account has no password yet (checked by the server, which knows). */
    old_password: z.string({ error: messages.oldPasswordRequired }).max(64, userMessages.passwordTooLong).optional(),
    new_password: newPasswordSchema(messages.newPasswordRequired, userMessages.newPasswordTooShort),
    repeat_password: z.string().optional(),
  })
  .refine((b) => b.repeat_password === undefined || b.repeat_password === b.new_password, {
    message: messages.passwordMismatch,
    path: ["repeat_password"],
  });
export type PasswordBody = z.input<typeof passwordBodySchema>;
export const passwordReplySchema = z.object({ token: z.string() });

/** What an email code is for (api-contract §4.1 EmailCodeType). */
export const EmailCodeType = { register: 0 } as const;
export type EmailCodeTypeValue = (typeof EmailCodeType)[keyof typeof EmailCodeType];

export const emailCodeBodySchema = z.object({
  email: emailSchema,
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? EmailCodeType.register : typeof v === "string" ? Number(v) : v),
    z.literal(EmailCodeType.register, { error: userMessages.emailCodeTypeUnsupported }),
  ),
  ...captchaFields,
});
export type EmailCodeBody = z.input<typeof emailCodeBodySchema>;

export const findPasswordStepOneBodySchema = z.object({ email: emailSchema, ...captchaFields });
export const findPasswordStepTwoBodySchema = z.object({
  email: emailSchema,
  token: z.string({ error: messages.findPasswordTokenInvalid }).trim().min(1, messages.findPasswordTokenInvalid).max(2048, messages.findPasswordTokenInvalid),
  password: newPasswordSchema(messages.newPasswordRequired),
});

export const captchaKinds = ["register", "login", "comment", "find_password", "upload"] as const;
export type CaptchaKind = (typeof captchaKinds)[number];
export const captchaQuerySchema = z.object({
  type: z.preprocess(firstValue, z.enum(captchaKinds, { error: userMessages.captchaTypeUnsupported })),
  /** A cache-buster the client adds so every request draws a new image; ignored. */
  t: qString(),
  /** With type=login: a captcha even while the login captcha is off, because a refusal said `captcha_required`. */
  required: qBool(),
});
export const captchaReplySchema = z.object({
  enable: z.boolean(),
  id: z.string().optional(),
  /** data URI of the image */
  captcha: z.string().optional(),
  type: z.string(),
});
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

export const userQuerySchema = z.object({ id: qInt() });
/** GET /user: the caller's own view, the public view of another user, or everything for administrators. */
export const userReplySchema = z.union([userPrivateSchema, userPublicSchema]);

const groupIdsSchema = z.preprocess(
  (v) => (v == null ? [] : listOf(v)),
  z.array(bInt()).min(1, userMessages.groupRequired).max(100),
);

export const adminCreateUserBodySchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema(),
  email: emailSchema,
  group_id: groupIdsSchema,
});

export const adminUpdateUserBodySchema = z.object({
  id: bInt(),
  /** empty or absent: the password stays */
  password: z.union([z.literal(""), newPasswordSchema()]).optional(),
  group_id: groupIdsSchema,
  /** 0 enabled, 1 disabled */
  status: z.preprocess((v) => (typeof v === "string" && v !== "" ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: "用户状态无效" })).optional(),
  /** Absent: unchanged. VIP users are shown no advertisements. */
  is_vip: z.boolean({ error: "是否 VIP 必须是 true 或 false" }).optional(),
});

export const deleteUsersQuerySchema = z.object({
  id: qIntArray().pipe(z.array(int).min(1, userMessages.deleteIdRequired)),
  password: z.preprocess((v) => firstValue(v) ?? "", z.string().min(1, userMessages.loginPasswordRequired)),
});

export const userListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  /** "column [asc|desc]", comma-separated */
  sort: qString(),
  id: qIntArray(),
  group_id: qIntArray(),
  status: qIntArray(),
  limit: qInt(0),
  field: qStringArray(),
});

/** A public projection without the permission, every column with it; `field` may narrow either. */
/** A row of the user list: the public profile, and the private fields for a caller who may manage users. */
export const userListItemSchema = userPrivateSchema.partial().extend(userPublicSchema.shape);
export const userListReplies = projectableList("user", userListItemSchema, { total: int.optional() });
export const userListReplySchema = userListReplies.reply;
