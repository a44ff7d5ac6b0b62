import type { CaptchaKind, CaptchaReply, Group, LoginBody, LoginReply, PasswordBody, Permission, ProfileBody, RegisterBody, UserPrivate } from "@wenku/contract";

/** Shapes of the user endpoints (api-contract §2, §4.1), from the contract where it defines them. */
export type { CaptchaReply, Group, LoginReply, Permission };
export type User = UserPrivate;
export type CaptchaType = CaptchaKind;
export type LoginInput = LoginBody;
export type RegisterInput = RegisterBody;
export type ProfileInput = ProfileBody;
export type PasswordInput = PasswordBody;
