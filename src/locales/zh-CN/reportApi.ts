export default {
  'reportApi.loadFailed': '报表 API 凭证加载失败。',
  'reportApi.credentials.title': 'API 凭证',
  'reportApi.apiKey': 'API Key',
  'reportApi.secret': '密钥',
  'reportApi.secret.reveal': '显示',
  'reportApi.secret.hide': '隐藏',
  'reportApi.secret.note': '请只在您的服务器上保存密钥。任何持有密钥的人都能读取您的报表；如果泄露，请立即轮换。',
  'reportApi.copyKey': '复制 API Key',
  'reportApi.copySecret': '复制密钥',
  'reportApi.rotatedAt': '密钥轮换时间',
  'reportApi.lastUsedAt': '最近使用',
  'reportApi.never': '从未',
  'reportApi.previous': '旧密钥',
  'reportApi.previous.until': '{time} 前仍可使用',
  'reportApi.previous.lastUsed': '上次使用：{time}',
  'reportApi.rotate.button': '轮换密钥',
  'reportApi.rotate.confirmTitle': '确定轮换密钥吗？',
  'reportApi.rotate.confirmText':
    '将生成新密钥。当前密钥在 24 小时内仍然有效，以便你的系统切换；之后使用它的请求会得到 401。API Key 保持不变。',
  'reportApi.rotate.ok': '轮换',

  'reportApi.guide.title': '如何调用报表 API',
  'reportApi.guide.intro': '从您自己的系统读取所有应用的每日流量与收益。每个请求都用密钥签名，密钥本身从不发送。',
  'reportApi.guide.endpoint': '接口地址',
  'reportApi.guide.copyEndpoint': '复制接口地址',
  'reportApi.guide.params': '查询参数',
  'reportApi.guide.headers': '请求头',
  'reportApi.guide.col.name': '名称',
  'reportApi.guide.col.required': '是否必填',
  'reportApi.guide.col.description': '说明',
  'reportApi.guide.required': '必填',
  'reportApi.guide.optional': '可选',
  'reportApi.guide.param.start': '开始日期，格式 YYYY-MM-DD，按报表时区（{tz}）。',
  'reportApi.guide.param.end': '结束日期（含当天），格式 YYYY-MM-DD。不能晚于今天；一次请求最多覆盖 {days} 天。',
  'reportApi.guide.param.groupBy':
    '维度，以逗号分隔：day、hour（最近 30 天）、app、adPosition、adType、platform、country。默认为 day。与发送的其他参数一样，它也参与签名。',
  'reportApi.guide.param.filters':
    '筛选条件，以逗号分隔，与结算报表页相同：应用 ID、广告位 ID、广告类型、平台（android、ios）、国家/地区代码（US、CN…）。留空表示全部。',
  'reportApi.guide.param.page':
    '分页：page（从 1 开始）和 pageSize，每次调用最多 {rows} 行（超出部分按上限处理）。响应中的 total 表示查询的总行数。',
  'reportApi.guide.param.timeZone': '计日所用的 IANA 时区。默认为账户时区（{tz}）；{billing} 为结算时区。',
  'reportApi.guide.header.key': '您的 API Key，见上方。',
  'reportApi.guide.header.timestamp': '当前时间的 Unix 秒数，与服务器时间相差不得超过 {skew} 秒。',
  'reportApi.guide.header.nonce':
    '每个请求新生成的随机值：{min} 到 {max} 位字母、数字、_ 或 -。每个 nonce 只能使用一次，服务器会记住 {minutes} 分钟。',
  'reportApi.guide.header.signature': '请求的签名，小写十六进制，计算方法见下文。',
  'reportApi.guide.signing': '请求签名',
  'reportApi.guide.step.sort':
    '将查询参数按名称排序，名称和值分别用 encodeURIComponent 编码，写成 name=value，并用 & 连接，得到排序后的查询串。',
  'reportApi.guide.step.string':
    '将时间戳、nonce 与排序后的查询串依次用一个换行符（\\n）连接，末尾不加换行，得到待签名字符串。',
  'reportApi.guide.step.hmac': '以密钥为 key，对待签名字符串计算 HMAC-SHA256，并写成小写十六进制。',
  'reportApi.guide.step.send':
    '使用相同的查询串发送请求，并带上 X-Api-Key、X-Timestamp、X-Nonce 和 X-Signature 请求头。切勿发送密钥。',
  'reportApi.guide.stringExample':
    '例如，时间戳为 1767225600、nonce 为 n0nce-3f9a1c2b7d4e、查询串同上方接口地址时，待签名字符串为：',
  'reportApi.guide.limits': '限制与错误',
  'reportApi.guide.limit.skew': '请保持时钟同步：与服务器时间相差超过 {skew} 秒（5 分钟）的时间戳会被拒绝。',
  'reportApi.guide.limit.nonce': '{minutes} 分钟内重复使用的 nonce 会被拒绝。每个请求（包括重试）都要生成新的 nonce。',
  'reportApi.guide.limit.rate': '每个 API Key 每秒最多 {rate} 个请求，超出返回 HTTP 429。',
  'reportApi.guide.limit.refused':
    '缺少请求头、Key 无效、签名错误、nonce 重复或时间戳超出范围时，返回 HTTP 401、code 401，并在 message 中说明原因。',
  'reportApi.guide.limit.dates':
    '日期错误（格式不对、开始晚于结束、结束晚于今天、超过 {days} 天）返回 code 4001，并在 errors 中指明字段。',
  'reportApi.guide.limit.rotate': '轮换密钥后，用旧密钥签名的请求在 24 小时内仍被接受，之后被拒绝。',
  'reportApi.guide.response': '响应',
  'reportApi.guide.responseText':
    'JSON：code 为 0，result 包含 start、end、groupBy、list（每天一条，含 date、status 以及流量与收益数据）、totals、timeZone（{tz}）、currency 和 updatedAt。比率为 0 到 1 的小数；金额以 currency 为单位。 earnings（及 earningsEcpm）是您的预估收益，即对账单在调整前支付的分成；revenue 与 ecpm 为总额，未扣除平台分成。',
  'reportApi.guide.partialText':
    '今日是未完的一天：其行带有 partial: true 和 through（数据截至的时刻，即当前整点，与 updatedAt 相同），在当天结束前会继续增长。不按天或小时分组时，时段包含今日的每一行也带有这两个字段；小时数据都是完整的。',
  'reportApi.guide.examples': '示例',
  'reportApi.guide.copyExample': '复制示例',
  'reportApi.guide.curlNote': '适用于安装了 openssl 和 curl 的 bash。请先把密钥放入环境变量 {env}。',
  'reportApi.guide.jsNote':
    '适用于 Node.js 18 及以上版本的 ES 模块，需要安装 crypto-js。请先把密钥放入环境变量 {env}。',
  'reportApi.secret.viewOnly': '只有主账号（或拥有“报表 API 管理”权限的账号）可以查看密钥。',
  'reportApi.reveal.title': '查看密钥',
  'secretDialog.password.ok': '继续',
  'secretDialog.password.help': '为了账户安全，请再次输入您的密码。',
  'secretDialog.password.label': '您的密码',
  'secretDialog.password.required': '请输入密码',
  'secretDialog.once.title': '请立即保存此密钥',
  'secretDialog.once.text': '密钥只显示这一次。请把它复制到您服务器的配置中：之后只会显示最后 4 个字符。',
  'secretDialog.once.copy': '复制密钥',
  'secretDialog.once.stored': '我已保存',
};
