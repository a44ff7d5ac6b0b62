import { image, number, opts, password, select, text, textarea, toggle, type SettingGroup } from "./types.js";

const pub = { public: true };

export const converterGroup: SettingGroup = {
  category: "converter",
  title: "转换配置",
  fields: [
    number("max_preview", "最大预览页数", 12, { min: 0, help: "0 表示不限制" }),
    number("max_preview_percent", "最大预览百分比", 100, { min: 1, max: 100 }),
    number("timeout", "单步转换超时上限（分钟）", 30, {
      min: 1,
      help: "每一步的超时按文件大小计算（120 秒 + 每 MB 60 秒），不超过此值",
    }),
    number("workers", "并发转换数", 0, { min: 0, help: "0 表示等于 CPU 核数" }),
    number("max_attempts", "失败重试次数", 3, { min: 1, max: 10 }),
    select("extension", "页面图片格式", "auto", {
      options: opts(["auto", "自动（文字页 SVG，图片页 WebP）"], ["svg", "SVG"], ["webp", "WebP"]),
    }),
    toggle("enable_gzip", "SVG 启用 gzip", true),
    toggle("enable_convert_repeated_document", "重复文档重新转换", false),
    number("max_unpacked_size", "文档解压后最大大小（MB）", 512, {
      min: 16,
      help: "DOCX、XLSX、PPTX、EPUB 等压缩格式解压后的总大小上限，超过则视为压缩炸弹，不予转换",
    }),
    number("max_zip_entries", "压缩格式最多文件数", 10000, { min: 100 }),
    number("max_pages", "文档最大页数", 3000, {
      min: 1,
      help: "超过此页数的文档转换失败，原因显示在文档管理中；超过 100 页且每 KB 超过 8 页的文档视为异常文件，同样不予转换",
    }),
    number("max_zip_ratio", "单个文件最大压缩比", 200, { min: 10, help: "解压后超过 10 MB 且压缩比高于此值的文件视为压缩炸弹" }),
    number("office_memory", "LibreOffice / calibre 内存上限（MB）", 2048, { min: 512, help: "过低时 LibreOffice 会丢弃文档中的图片" }),
    number("render_memory", "mupdf 内存上限（MB）", 1024, { min: 128 }),
    number("ocr_memory", "tesseract 内存上限（MB）", 512, { min: 256 }),
  ],
};

export const downloadGroup: SettingGroup = {
  category: "download",
  title: "下载配置",
  fields: [
    toggle("enable_guest_download", "允许游客下载免费文档", false, pub),
    number("free_download_duration", "购买后免费重复下载天数", 0, { ...pub, min: 0, help: "0 表示再次下载需要重新支付" }),
    number("url_duration", "下载链接有效期（秒）", 60, { min: 10 }),
    number("times_every_day", "每人每日下载次数", 10, { ...pub, min: 0 }),
    number("times_every_ip", "每 IP 每日下载次数", 10, { ...pub, min: 0 }),
    toggle("enable_code_download", "启用下载码", false, pub),
    textarea("code_tip", "下载码提示", "", { ...pub, html: true }),
    number("max_price", "下载码最大文档价格", 0, { ...pub, min: 0 }),
  ],
};

export const displayGroup: SettingGroup = {
  category: "display",
  title: "展示配置",
  fields: [
    number("virtual_register_count", "虚拟注册用户数", 0, { min: 0 }),
    toggle("show_index_categories", "首页显示分类", true, pub),
    number("pages_per_read", "每次继续阅读页数", 5, { ...pub, min: 1 }),
    number("max_search_pages", "搜索最大页数", 100, { ...pub, min: 1 }),
    textarea("copyright_statement", "版权声明", "", { ...pub, html: true }),
    toggle("show_document_descriptions", "列表显示文档描述", true, pub),
    toggle("hide_keywords_on_lists", "列表隐藏关键字", false, pub),
    toggle("show_document_view_count", "显示浏览数", true, pub),
    toggle("show_document_download_count", "显示下载数", true, pub),
    toggle("show_document_favorite_count", "显示收藏数", true, pub),
    toggle("hide_category_without_document", "隐藏没有文档的分类", false, pub),
    image("wechat_qrcode", "微信二维码", "", pub),
    text("wechat_tip", "微信二维码提示", "", pub),
    text("contact_link", "联系链接", "", { ...pub, format: "link" }),
    text("contact_tip", "联系提示", "", pub),
    select("index_document_style", "首页文档样式", "card", { ...pub, options: opts(["card", "卡片"], ["list", "列表"]) }),
    toggle("show_order", "显示订单", true, pub),
    toggle("enable_copy", "允许复制文档文字", true, { ...pub, help: "关闭后阅读器中不能选中、复制页面文字；页内查找和高亮不受影响" }),
    toggle("free_full_read", "免费文档可全文阅读", true, {
      ...pub,
      help: "开启后价格为 0 的非 VIP 文档不受预览页数限制，任何能看到文档的人都可阅读全部页面",
    }),
  ],
};

export const searchGroup: SettingGroup = {
  category: "search",
  title: "全文搜索",
  fields: [
    number("page_size", "每页结果数", 10, { ...pub, min: 5, max: 50 }),
    number("highlight_fragment", "摘要长度（字符）", 160, { min: 40, max: 1000 }),
  ],
};

export const ssrGroup: SettingGroup = {
  category: "ssr",
  title: "蜘蛛缓存配置",
  fields: [
    toggle("enable", "为搜索引擎缓存页面", false, {
      help: "开启后，搜索引擎蜘蛛看到的页面在内存中保留下列天数（最多 300 页；文档或文章有变动、服务重启时清空），其他访客不受影响",
    }),
    textarea("useragent", "蜘蛛 User-Agent", "googlebot\nbaiduspider\nbingbot", {
      help: "每行一个，User-Agent 中含有其中任一（不分大小写）的访问视为蜘蛛",
    }),
    number("cache_home", "首页缓存天数", 1, { min: 0, help: "0 表示不缓存" }),
    number("cache_article", "文章缓存天数", 2, { min: 0, help: "文章列表和文章页" }),
    number("cache_document", "文档缓存天数", 2, { min: 0, help: "文档列表和文档页" }),
    number("cache_category", "分类缓存天数", 5, { min: 0 }),
    number("cache_user", "用户页缓存天数", 5, { min: 0 }),
    number("cache_search", "搜索页缓存天数", 7, { min: 0 }),
  ],
};

export const vipGroup: SettingGroup = {
  category: "vip",
  title: "VIP 配置",
  fields: [
    toggle("enable", "启用 VIP", false, pub),
    image("icon", "VIP 图标", "", pub),
    toggle("enable_credit_pay", "允许积分购买", false, pub),
    number("sign_in", "VIP 签到奖励", 2, { min: 0, help: "启用 VIP 时，VIP 会员每日签到获得的积分（代替积分配置中的签到奖励）" }),
    ...(["year", "quarter", "month"] as const).flatMap((plan) => {
      const name = { year: "年度", quarter: "季度", month: "月度" }[plan];
      // One tab per plan in the admin form; the full label names the plan in messages.
      const inPlan = (sectionLabel: string) => ({ section: `${name} VIP`, sectionLabel });
      return [
        number(`${plan}_price`, `${name}价格（元）`, 0, { ...pub, ...inPlan("价格（元）"), unit: "fen", min: 0, help: "0 表示不出售该套餐" }),
        number(`${plan}_original_price`, `${name}原价（元）`, 0, { ...pub, ...inPlan("原价（元）"), unit: "fen", min: 0, help: "高于价格时划线显示" }),
        number(`${plan}_download`, `${name}VIP专享免费下载次数（总数）`, 0, { ...pub, ...inPlan("VIP 专享文档免费下载次数（总数）"), min: 0, help: "0 表示没有免费下载" }),
        number(`${plan}_times_every_day`, `${name}每日 VIP 下载上限`, 0, { ...pub, ...inPlan("每日免费下载上限"), min: 0, help: "0 表示不限" }),
        number(`${plan}_document_discount`, `${name}付费文档折扣（×10）`, 100, { ...pub, ...inPlan("付费文档折扣（×10）"), min: 1, max: 100, help: "85 表示 8.5 折，100 表示不打折" }),
        number(`${plan}_ai_daily_messages`, `${name}每日 AI 对话条数`, 0, { ...pub, ...inPlan("每日 AI 对话条数"), min: 0, help: "0 表示按用户组的限额" }),
        number(`${plan}_ai_daily_tokens`, `${name}每日 AI Token 数`, 0, { ...inPlan("每日 AI Token 数"), min: 0, help: "0 表示按用户组的限额" }),
      ];
    }),
  ],
};

export const payGroup: SettingGroup = {
  category: "pay",
  title: "支付配置",
  fields: [
    toggle("enable_recharge", "启用积分充值", false, pub),
    textarea("recharge_discount", "充值折扣", "", { ...pub, help: "每行一个档位，格式 金额:折扣，如 100:0.95" }),
    toggle("enable_wechatpay", "启用微信支付", false, pub),
    text("wechatpay_appid", "微信支付 AppID", ""),
    text("wechatpay_mchid", "微信支付商户号", ""),
    password("wechatpay_api_v3_key", "微信支付 APIv3 密钥"),
    textarea("wechatpay_private_key", "商户私钥", "", { secret: true }),
    text("wechatpay_serial_no", "商户证书序列号", ""),
    text("wechatpay_public_key_id", "微信支付公钥 ID", "", { help: "以 PUB_KEY_ID_ 开头；与微信支付公钥一起填写时，用公钥验证微信支付的签名" }),
    textarea("wechatpay_public_key", "微信支付公钥", "", { help: "PEM 格式（-----BEGIN PUBLIC KEY-----）" }),
    textarea("wechatpay_platform_cert", "微信支付平台证书", "", { help: "未使用微信支付公钥时填写；可点击“获取平台证书”自动下载" }),
    text("wechatpay_base_url", "微信支付接口地址", "https://api.mch.weixin.qq.com", { format: "url" }),
    toggle("enable_alipay", "启用支付宝", false, pub),
    text("alipay_appid", "支付宝 AppID", ""),
    textarea("alipay_private_key", "应用私钥", "", { secret: true }),
    textarea("alipay_public_key", "支付宝公钥", ""),
    text("alipay_gateway", "支付宝网关", "https://openapi.alipay.com/gateway.do", { format: "url", help: "沙箱环境可填写沙箱网关" }),
    toggle("enable_xunhupay", "启用虎皮椒", false, pub),
    text("xunhupay_name", "虎皮椒显示名称", "虎皮椒", pub),
    text("xunhupay_appid", "虎皮椒 AppID", ""),
    password("xunhupay_appsecret", "虎皮椒 AppSecret"),
    text("xunhupay_gateway", "虎皮椒网关", "https://api.xunhupay.com/payment/do.html", { format: "url" }),
    number("notification_retention_days", "支付通知保留天数", 90, { min: 1, help: "支付通知记录保留的天数，到期后删除（订单关闭后才到账、等待退款的记录除外）；验签失败的通知每种支付方式每小时最多记录 10 条，其余只计数并写入日志" }),
  ],
};

export const llmGroup: SettingGroup = {
  category: "llm",
  title: "大模型配置",
  fields: [
    toggle("enable", "启用 AI 对话", false, pub),
    number("default_model_id", "默认对话模型", 0, { min: 0, help: "大模型列表中的模型 ID；0 为排序最前的已启用对话模型" }),
    number("embedding_model_id", "向量模型", 0, { min: 0, help: "用于向量检索的模型 ID；0 为不使用向量，仅全文检索" }),
    textarea("system_prompt", "系统提示词", "你是文库的 AI 助手。请只根据给出的文档片段回答，并用 [^n] 标注引用的片段编号；片段中没有答案时请直接说明。"),
    number("max_context_chunks", "引用片段数", 8, { min: 1, max: 50 }),
    number("min_score", "引用相关度下限", 0, { min: 0, max: 1, help: "0 到 1，低于该相关度的片段不作为引用" }),
    number("message_timeout", "单条消息超时（秒）", 120, { min: 10, max: 1800 }),
    number("default_quota", "每日 AI 消息额度", 20, { min: 0 }),
    number("default_token_quota", "每日 AI Token 额度", 200000, { min: 0 }),
    number("quota_price", "加购一条消息所需积分", 1, { min: 0 }),
  ],
};

export const ocrGroup: SettingGroup = {
  category: "ocr",
  title: "OCR 配置",
  fields: [
    toggle("enable", "启用 OCR", true),
    select("engine", "识别引擎", "tesseract", { options: opts(["tesseract", "tesseract（本机）"], ["vision", "视觉大模型"]) }),
    number("vision_model_id", "视觉模型", 0, { min: 0, help: "大模型列表中支持图片输入的对话模型 ID；模型调用失败时改用 tesseract" }),
    text("languages", "识别语言", "chi_sim+eng", { help: "tesseract 语言，多个用 + 连接，如 chi_sim+eng" }),
    number("min_text_chars", "触发 OCR 的最少文字数", 20, { min: 0, help: "扫描页（含整页图片）提取到的文字少于该值时进行 OCR" }),
  ],
};
