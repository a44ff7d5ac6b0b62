/** The chat module's messages (Chinese, shown to members as they are). */
export const chatMessages = {
  topicNotFound: "会话不存在",
  messageNotFound: "消息不存在",
  documentNotFound: "文档不存在",
  chatDisabled: "AI 对话未启用",
  documentRequired: "请指定要提问的文档",
  timedOut: "模型响应超时",
  interrupted: "服务重启，回答中断",
  retrievalFailed: "检索文档失败",
  runFailed: "回答生成失败",
} as const;
