import { messages } from "@wenku/contract";

/** Strings shared by every feature. Messages fixed by the specification come from the contract verbatim. */
export const common = {
  ...messages,
  home: "首页",
  markdownShownAsText: (problem: string) => `内容过于复杂（${problem}），以下按原文显示`,
  login: "登录",
  register: "注册",
  logout: "退出登录",
  submit: "提交",
  save: "保存",
  cancel: "取消",
  confirm: "确定",
  delete: "删除",
  edit: "编辑",
  create: "新增",
  search: "搜索",
  loading: "加载中…",
  empty: "暂无数据",
  actions: "操作",
  yes: "是",
  no: "否",
  enabled: "启用",
  disabled: "禁用",
  pageError: "页面出错了",
  orderFailed: "订单创建失败",
} as const;
