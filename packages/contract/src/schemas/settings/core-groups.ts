import { documentExtensions } from "../../rules/file-type.js";
import { image, number, opts, password, select, selectMulti, text, textarea, toggle, type SettingGroup } from "./types.js";

const pub = { public: true };

export const systemGroup: SettingGroup = {
  category: "system",
  title: "基础配置",
  fields: [
    text("sitename", "网站名称", "文库", pub),
    text("title", "网站标题", "Wenku · 文库", pub),
    text("domain", "网站域名", "", {
      ...pub,
      format: "url",
      help: "网站对外的地址，用于站点地图、找回密码链接和支付回调，如 https://wenku.example.com；未设置时使用访客访问时的地址",
    }),
    text("keywords", "网站关键字", "文库,文档,在线阅读", pub),
    textarea("description", "网站描述", "在线文档分享与阅读平台", pub),
    text("recommend_words", "首页搜索推荐词", "", { ...pub, list: true, help: "多个用英文逗号分隔" }),
    image("logo", "网站Logo", "", pub),
    image("favicon", "网站Favicon", "", pub),
    image("register_background", "注册页背景图", "", pub),
    image("login_background", "登录页背景图", "", pub),
    text("version", "程序版本", "0.1.0", pub),
    image("watermark", "水印图片", "", { ...pub, help: "启用后烧录进页面图片" }),
    toggle("enable_watermark", "启用水印", false, pub),
    number("copyright_start_year", "版权起始年份", 0, { ...pub, min: 0, max: 9999, help: "填 0 则从建站那一年开始" }),
    text("icp", "ICP备案号", "", pub),
    text("sec_icp", "公网安备号", "", pub),
    toggle("enable_powered_by", "显示 Powered by", true, pub),
    toggle("enable_sms", "启用短信", false, { ...pub, help: "开启并在「短信配置」中填好服务商后，可用手机号注册、登录和找回密码" }),
    number("credit_exchange", "人民币兑积分", 10, { ...pub, help: "每 1 元可兑换的积分数" }),
    textarea("analytics", "统计代码", "", { ...pub, help: "<script> 标签内的 JavaScript" }),
    textarea("analytics_hosts", "统计代码域名", "", {
      cspSources: true,
      help: "统计代码加载脚本、发送数据的域名，每行一个，如 https://hm.baidu.com；页面的安全策略只允许这些域名",
    }),
  ],
};

export const footerGroup: SettingGroup = {
  category: "footer",
  title: "底链配置",
  fields: [
    text("about", "关于我们", "/article/about", { ...pub, format: "link" }),
    text("contact", "联系我们", "/article/contact", { ...pub, format: "link" }),
    text("agreement", "文库协议", "/article/agreement", { ...pub, format: "link" }),
    text("copyright", "免责声明", "/article/copyright", { ...pub, format: "link" }),
    text("feedback", "意见反馈", "/article/feedback", { ...pub, format: "link" }),
  ],
};

export const securityGroup: SettingGroup = {
  category: "security",
  title: "安全配置",
  fields: [
    toggle("is_close", "关闭网站", false, pub),
    textarea("close_statement", "闭站说明", "网站维护中，请稍后访问", { ...pub, html: true, help: "支持 HTML" }),
    toggle("login_required", "登录才能访问", false, pub),
    toggle("enable_register", "开放注册", true, pub),
    toggle("enable_captcha_login", "登录验证码", true, pub),
    toggle("enable_captcha_register", "注册验证码", true, pub),
    toggle("enable_captcha_comment", "评论验证码", true, pub),
    toggle("enable_captcha_find_password", "找回密码验证码", true, pub),
    toggle("enable_captcha_upload", "上传验证码", false, pub),
    toggle("enable_verify_register_email", "注册邮箱验证", false, pub),
    number("max_document_size", "文档最大大小（MB）", 50, { ...pub, min: 1 }),
    selectMulti("document_allowed_ext", "允许上传的文档类型", "", {
      ...pub,
      help: "留空表示全部",
      options: documentExtensions.map((e) => ({ value: e, label: e })),
    }),
    toggle("disable_upload_exist_document", "禁止上传已存在的文档", false, pub),
    number("comment_interval", "评论时间间隔（秒）", 10),
    number("user_write_per_minute", "每人每分钟发文和评论次数", 10, { min: 1, help: "发布、修改文章和发表评论，每位用户每分钟最多的次数" }),
    number("attachment_retention_minute", "附件保留时长（分钟）", 1440),
    number("search_record_retention_days", "搜索记录保留天数", 7),
    number("token_expire_hours", "登录有效期（小时）", 168, { min: 1, help: "登录令牌过期时间" }),
    number("order_timeout_minute", "待支付超时关闭（分钟）", 30),
    textarea("outbound_allow_hosts", "允许访问的内网地址", "", {
      help: "服务器默认不连接本机、内网、链路本地等地址（大模型接口、水印图片、支付网关、邮件服务器）；确需连接的每行填写一个主机或 主机:端口，如 127.0.0.1:11434、ollama.lan。蜘蛛抓取网页也遵守同一规则",
    }),
    textarea("image_hosts", "外部图片域名", "https:", {
      cspSources: true,
      help: "页面可显示的外部图片来源，每行一个，如 https:（任意 HTTPS 图片）或 https://img.example.com；留空则只显示本站图片",
    }),
  ],
};

export const captchaGroup: SettingGroup = {
  category: "captcha",
  title: "验证码配置",
  fields: [
    number("height", "高度", 60, { min: 20, max: 200 }),
    number("width", "宽度", 240, { min: 60, max: 600 }),
    number("length", "长度", 5, { min: 3, max: 8 }),
    select("type", "类型", "digit", { options: opts(["digit", "数字"], ["string", "字符"], ["math", "算式"]) }),
  ],
};

export const scoreGroup: SettingGroup = {
  category: "score",
  title: "积分配置",
  fields: [
    text("credit_name", "积分名称", "魔豆", { ...pub, help: "余额、价格、充值、订单和积分记录中显示的名称" }),
    number("register", "注册奖励", 10, { min: 0 }),
    number("sign_in", "签到奖励", 1, { min: 0 }),
    number("delete_document", "删除文档扣除", 1, { min: 0 }),
    number("upload_document", "上传文档奖励", 5, { min: 0 }),
    number("upload_document_limit", "每日上传奖励次数", 1, { min: 0 }),
    number("document_collected", "文档被收藏奖励", 1, { min: 0 }),
    number("document_collected_limit", "每日被收藏奖励次数", 1, { min: 0 }),
    number("document_commented", "文档被评论奖励", 1, { min: 0 }),
    number("document_commented_limit", "每日被评论奖励次数", 1, { min: 0 }),
  ],
};

export const emailGroup: SettingGroup = {
  category: "email",
  title: "邮箱配置",
  fields: [
    toggle("enable", "启用邮件服务", false),
    text("host", "SMTP 服务器", ""),
    number("port", "SMTP 端口", 465),
    toggle("is_tls", "使用 TLS", true),
    text("from_name", "发件人名称", "文库"),
    text("username", "发件邮箱", ""),
    password("password", "邮箱密码"),
    number("duration", "找回密码链接有效期（分钟）", 30, { min: 1 }),
    text("test_email", "测试收件邮箱", "", { help: "保存时向该邮箱发送测试邮件" }),
  ],
};
