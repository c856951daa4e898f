export default {
  'reportApi.loadFailed': '報表 API 憑證載入失敗。',
  'reportApi.credentials.title': 'API 憑證',
  'reportApi.apiKey': 'API Key',
  'reportApi.secret': '密鑰',
  'reportApi.secret.reveal': '顯示',
  'reportApi.secret.hide': '隱藏',
  'reportApi.secret.note': '請只在您的伺服器上保存密鑰。任何持有密鑰的人都能讀取您的報表；如果外洩，請立即輪替。',
  'reportApi.copyKey': '複製 API Key',
  'reportApi.copySecret': '複製密鑰',
  'reportApi.rotatedAt': '密鑰輪替時間',
  'reportApi.lastUsedAt': '最近使用',
  'reportApi.never': '從未',
  'reportApi.previous': '舊密鑰',
  'reportApi.previous.until': '{time} 前仍可使用',
  'reportApi.previous.lastUsed': '上次使用：{time}',
  'reportApi.rotate.button': '輪替密鑰',
  'reportApi.rotate.confirmTitle': '確定要輪替密鑰嗎？',
  'reportApi.rotate.confirmText':
    '將產生新密鑰。目前的密鑰在 24 小時內仍然有效，讓你的系統切換；之後使用它的請求會得到 401。API Key 保持不變。',
  'reportApi.rotate.ok': '輪替',

  'reportApi.guide.title': '如何呼叫報表 API',
  'reportApi.guide.intro': '從您自己的系統讀取所有應用程式的每日流量與收益。每個請求都以密鑰簽章，密鑰本身從不傳送。',
  'reportApi.guide.endpoint': '端點',
  'reportApi.guide.copyEndpoint': '複製端點',
  'reportApi.guide.params': '查詢參數',
  'reportApi.guide.headers': '請求標頭',
  'reportApi.guide.col.name': '名稱',
  'reportApi.guide.col.required': '是否必填',
  'reportApi.guide.col.description': '說明',
  'reportApi.guide.required': '必填',
  'reportApi.guide.optional': '選填',
  'reportApi.guide.param.start': '開始日期，格式 YYYY-MM-DD，依報表時區（{tz}）。',
  'reportApi.guide.param.end': '結束日期（含當天），格式 YYYY-MM-DD。不得晚於今天；單次請求最多涵蓋 {days} 天。',
  'reportApi.guide.param.groupBy':
    '維度，以逗號分隔：day、hour（最近 30 天）、app、adPosition、adType、platform、country。預設為 day。與傳送的其他參數一樣，它也參與簽章。',
  'reportApi.guide.param.filters':
    '篩選條件，以逗號分隔，與結算報表頁相同：應用程式 ID、廣告版位 ID、廣告類型、平台（android、ios）、國家/地區代碼（US、CN…）。留空表示全部。',
  'reportApi.guide.param.page':
    '分頁：page（從 1 開始）和 pageSize，每次呼叫最多 {rows} 列（超出部分以上限處理）。回應中的 total 表示查詢的總列數。',
  'reportApi.guide.param.timeZone': '計日所用的 IANA 時區。預設為帳戶時區（{tz}）；{billing} 為結算時區。',
  'reportApi.guide.header.key': '您的 API Key，見上方。',
  'reportApi.guide.header.timestamp': '目前時間的 Unix 秒數，與伺服器時間相差不得超過 {skew} 秒。',
  'reportApi.guide.header.nonce':
    '每個請求重新產生的隨機值：{min} 到 {max} 個字母、數字、_ 或 -。每個 nonce 只能使用一次，伺服器會記住 {minutes} 分鐘。',
  'reportApi.guide.header.signature': '請求的簽章，以小寫十六進位表示，計算方式見下文。',
  'reportApi.guide.signing': '請求簽章',
  'reportApi.guide.step.sort':
    '將查詢參數依名稱排序，名稱和值分別以 encodeURIComponent 編碼，寫成 name=value，再以 & 連接，即得排序後的查詢字串。',
  'reportApi.guide.step.string':
    '將時間戳記、nonce 與排序後的查詢字串依序以一個換行字元（\\n）連接，結尾不加換行，即得待簽章字串。',
  'reportApi.guide.step.hmac': '以密鑰作為 key，對待簽章字串計算 HMAC-SHA256，並以小寫十六進位表示。',
  'reportApi.guide.step.send':
    '使用相同的查詢字串傳送請求，並帶上 X-Api-Key、X-Timestamp、X-Nonce 和 X-Signature 請求標頭。切勿傳送密鑰。',
  'reportApi.guide.stringExample':
    '例如，時間戳記為 1767225600、nonce 為 n0nce-3f9a1c2b7d4e，且查詢字串與上方端點相同時，待簽章字串為：',
  'reportApi.guide.limits': '限制與錯誤',
  'reportApi.guide.limit.skew': '請保持時鐘同步：與伺服器時間相差超過 {skew} 秒（5 分鐘）的時間戳記會被拒絕。',
  'reportApi.guide.limit.nonce':
    '{minutes} 分鐘內重複使用的 nonce 會被拒絕。每個請求（包括重試）都必須產生新的 nonce。',
  'reportApi.guide.limit.rate': '每個 API Key 每秒最多 {rate} 個請求，超出時回傳 HTTP 429。',
  'reportApi.guide.limit.refused':
    '缺少請求標頭、Key 無效、簽章錯誤、nonce 重複或時間戳記超出範圍時，會回傳 HTTP 401、code 401，並在 message 中說明原因。',
  'reportApi.guide.limit.dates':
    '日期錯誤（格式不符、開始晚於結束、結束晚於今天、超過 {days} 天）會回傳 code 4001，並在 errors 中指出欄位。',
  'reportApi.guide.limit.rotate': '輪換密鑰後，以舊密鑰簽章的請求在 24 小時內仍會被接受，之後會被拒絕。',
  'reportApi.guide.response': '回應',
  'reportApi.guide.responseText':
    'JSON：code 為 0，result 包含 start、end、groupBy、list（每天一筆，含 date、status 以及流量與收益數據）、totals、timeZone（{tz}）、currency 和 updatedAt。比率為 0 到 1 的小數；金額以 currency 指定的幣別計。 earnings（及 earningsEcpm）是您的預估收益，即對帳單在調整前支付的分潤；revenue 與 ecpm 為總額，未扣除平台分潤。',
  'reportApi.guide.partialText':
    '今日是未完的一天：其列帶有 partial: true 和 through（資料截至的時刻，即目前整點，與 updatedAt 相同），在當天結束前會繼續增加。不按天或小時分組時，時段包含今日的每一列也帶有這兩個欄位；小時資料都是完整的。',
  'reportApi.guide.examples': '範例',
  'reportApi.guide.copyExample': '複製範例',
  'reportApi.guide.curlNote': '適用於已安裝 openssl 和 curl 的 bash。請先將密鑰放入環境變數 {env}。',
  'reportApi.guide.jsNote':
    '適用於 Node.js 18 以上版本的 ES 模組，需安裝 crypto-js 套件。請先將密鑰放入環境變數 {env}。',
  'reportApi.secret.viewOnly': '只有主帳號（或擁有「報表 API 管理」權限的帳號）可以查看密鑰。',
  'reportApi.reveal.title': '查看密鑰',
  'secretDialog.password.ok': '繼續',
  'secretDialog.password.help': '為了帳戶安全，請再次輸入您的密碼。',
  'secretDialog.password.label': '您的密碼',
  'secretDialog.password.required': '請輸入密碼',
  'secretDialog.once.title': '請立即保存此密鑰',
  'secretDialog.once.text': '密鑰只顯示這一次。請把它複製到您伺服器的設定中：之後只會顯示最後 4 個字元。',
  'secretDialog.once.copy': '複製密鑰',
  'secretDialog.once.stored': '我已保存',
};
