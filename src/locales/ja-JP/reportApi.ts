export default {
  'reportApi.loadFailed': 'レポートAPIの認証情報を読み込めませんでした。',
  'reportApi.credentials.title': 'API 認証情報',
  'reportApi.apiKey': 'API キー',
  'reportApi.secret': 'シークレット',
  'reportApi.secret.reveal': '表示',
  'reportApi.secret.hide': '非表示',
  'reportApi.secret.note':
    'シークレットは自社のサーバーでのみ保管してください。シークレットを知っている人は誰でもレポートを閲覧できます。漏えいした場合は再発行してください。',
  'reportApi.copyKey': 'API キーをコピー',
  'reportApi.copySecret': 'シークレットをコピー',
  'reportApi.rotatedAt': 'シークレット再発行日時',
  'reportApi.lastUsedAt': '最終使用日時',
  'reportApi.never': 'なし',
  'reportApi.previous': '以前のシークレット',
  'reportApi.previous.until': '{time} まで引き続き有効',
  'reportApi.previous.lastUsed': '最終使用：{time}',
  'reportApi.rotate.button': 'シークレットを再発行',
  'reportApi.rotate.confirmTitle': 'シークレットを再発行しますか？',
  'reportApi.rotate.confirmText':
    '新しいシークレットが発行されます。現在のシークレットは 24 時間有効なままなので、その間にシステムを切り替えられます。その後は 401 になります。API キーは変わりません。',
  'reportApi.rotate.ok': '再発行',

  'reportApi.guide.title': 'レポートAPIの呼び出し方法',
  'reportApi.guide.intro':
    '自社のシステムから、すべてのアプリの日別トラフィックと収益を取得できます。各リクエストはシークレットで署名します。シークレット自体は送信しません。',
  'reportApi.guide.endpoint': 'エンドポイント',
  'reportApi.guide.copyEndpoint': 'エンドポイントをコピー',
  'reportApi.guide.params': 'クエリパラメーター',
  'reportApi.guide.headers': 'リクエストヘッダー',
  'reportApi.guide.col.name': '名前',
  'reportApi.guide.col.required': '必須',
  'reportApi.guide.col.description': '説明',
  'reportApi.guide.required': '必須',
  'reportApi.guide.optional': '任意',
  'reportApi.guide.param.start': '開始日（YYYY-MM-DD）。レポートのタイムゾーン（{tz}）基準です。',
  'reportApi.guide.param.end':
    '終了日（当日を含む、YYYY-MM-DD）。今日より後の日付は指定できません。1 回のリクエストで指定できるのは最大 {days} 日間です。',
  'reportApi.guide.param.groupBy':
    'ディメンション（カンマ区切り）：day、hour（直近 30 日）、app、adPosition、adType、platform、country。既定は day。送信する他のパラメーターと同様、署名の対象になります。',
  'reportApi.guide.param.filters':
    '絞り込み（カンマ区切り、精算レポートと同じ）：アプリ ID、広告枠 ID、広告タイプ、プラットフォーム（android、ios）、国・地域コード（US、CN…）。空欄はすべて。',
  'reportApi.guide.param.page':
    'ページング：page（1 から）と pageSize。1 回の呼び出しは最大 {rows} 行です（超えると上限に切り詰め）。応答の total がクエリの総行数です。',
  'reportApi.guide.param.timeZone':
    '日付を数える IANA タイムゾーン。既定はアカウントのタイムゾーン（{tz}）、{billing} は請求のタイムゾーンです。',
  'reportApi.guide.header.key': '上記の API キー。',
  'reportApi.guide.header.timestamp': '現在時刻（Unix 秒）。サーバー時刻との差は {skew} 秒以内である必要があります。',
  'reportApi.guide.header.nonce':
    'リクエストごとに新しく生成するランダムな値：英字、数字、_ または - で {min}～{max} 文字。nonce は 1 回しか使えず、{minutes} 分間記録されます。',
  'reportApi.guide.header.signature': 'リクエストの署名（小文字の 16 進数）。計算方法は以下のとおりです。',
  'reportApi.guide.signing': 'リクエストの署名',
  'reportApi.guide.step.sort':
    'クエリパラメーターを名前順に並べ替えます。各名前と値を encodeURIComponent でエンコードし、name=value の形式にして & で連結します。これがソート済みクエリです。',
  'reportApi.guide.step.string':
    'タイムスタンプ、nonce、ソート済みクエリをこの順に改行 1 つ（\\n）で区切って連結します。末尾に改行は付けません。これが署名対象文字列です。',
  'reportApi.guide.step.hmac':
    'シークレットをキーとして署名対象文字列の HMAC-SHA256 を計算し、小文字の 16 進数で表します。',
  'reportApi.guide.step.send':
    '同じクエリで、X-Api-Key、X-Timestamp、X-Nonce、X-Signature ヘッダーを付けてリクエストを送信します。シークレットは絶対に送信しないでください。',
  'reportApi.guide.stringExample':
    'たとえば、タイムスタンプが 1767225600、nonce が n0nce-3f9a1c2b7d4e、クエリが上記エンドポイントのものである場合、署名対象文字列は次のようになります。',
  'reportApi.guide.limits': '制限とエラー',
  'reportApi.guide.limit.skew':
    '時刻を同期してください。サーバー時刻と {skew} 秒（5 分）を超えてずれているタイムスタンプは拒否されます。',
  'reportApi.guide.limit.nonce':
    '{minutes} 分以内に再使用された nonce は拒否されます。リトライを含め、リクエストごとに新しい nonce を生成してください。',
  'reportApi.guide.limit.rate': 'API キーごとに毎秒最大 {rate} リクエストまでです。超えると HTTP 429 が返されます。',
  'reportApi.guide.limit.refused':
    'ヘッダーの欠落、不明なキー、誤った署名、再使用された nonce、範囲外のタイムスタンプの場合は、HTTP 401（code 401）と、原因を示す message が返されます。',
  'reportApi.guide.limit.dates':
    '日付が不正な場合（形式の誤り、開始日が終了日より後、終了日が今日より後、{days} 日を超える期間）は code 4001 が返され、errors に該当フィールドが示されます。',
  'reportApi.guide.limit.rotate':
    'シークレットをローテーションした後も、古いシークレットで署名したリクエストは 24 時間受け付けられ、その後は拒否されます。',
  'reportApi.guide.response': 'レスポンス',
  'reportApi.guide.responseText':
    'JSON：code は 0 で、result には start、end、groupBy、list（1 日 1 件。date、status、トラフィックと収益の数値を含む）、totals、timeZone（{tz}）、currency、updatedAt が含まれます。率は 0～1 の小数、金額は currency で示される通貨建てです。 earnings（および earningsEcpm）はお客様の推定収益で、明細書が調整前に支払う分配額です。revenue と ecpm はプラットフォーム手数料控除前の総額です。',
  'reportApi.guide.partialText':
    '今日は途中の日です。その行には partial: true と through（数値が含まれる時刻。現在の正時で updatedAt と同じ）があり、日が終わるまで増えていきます。日や時間でグループ化しない場合、今日を含む期間のすべての行にも付きます。時間単位の行は常に完結しています。',
  'reportApi.guide.examples': '例',
  'reportApi.guide.copyExample': '例をコピー',
  'reportApi.guide.curlNote':
    'openssl と curl が使える bash 用です。あらかじめシークレットを環境変数 {env} に設定してください。',
  'reportApi.guide.jsNote':
    'Node.js 18 以降向けの ES モジュールで、crypto-js パッケージが必要です。あらかじめシークレットを環境変数 {env} に設定してください。',
  'reportApi.secret.viewOnly':
    'シークレットを表示できるのは、メインアカウント（または「レポート API の管理」権限を持つアカウント）だけです。',
  'reportApi.reveal.title': 'シークレットを表示',
  'secretDialog.password.ok': '続行',
  'secretDialog.password.help': '安全のため、パスワードをもう一度入力してください。',
  'secretDialog.password.label': 'パスワード',
  'secretDialog.password.required': 'パスワードを入力してください',
  'secretDialog.once.title': 'このシークレットを今すぐ保管してください',
  'secretDialog.once.text':
    'シークレットが表示されるのはこの一度だけです。サーバーの設定にコピーしてください。以後は末尾 4 文字だけが表示されます。',
  'secretDialog.once.copy': 'シークレットをコピー',
  'secretDialog.once.stored': '保管しました',
};
