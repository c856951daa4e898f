// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': '現在、配信や支払いを制限しているすべての問題（重要度順）。',
  'health.subtitleChecked': '現在、配信や支払いを制限しているすべての問題（重要度順）。{at} に確認。',
  'health.count': '{count} 件の問題（うち {blocking} 件は停止要因）',
  'health.listLabel': '問題の一覧（重要度順）',
  'health.empty': '配信や支払いを制限しているものはありません',
  'health.loadError': 'アカウントの健全性を読み込めませんでした。',
  'health.severity.blocking': '停止要因',
  'health.severity.warning': '警告',
  'health.impact.traffic': '過去 7 日間の広告リクエスト {requests} 件、収益 {amount}',
  'health.impact.noTraffic': '過去 7 日間の広告リクエストはありません',
  'health.impact.payable': '支払額 {amount}',
  'health.impact.nextPayment': '次回の支払い {amount}',
  'health.fix.app': 'アプリを開く',
  'health.fix.adPosition': '広告枠を開く',
  'health.fix.statement': '明細を開く',
  'health.fix.payments': '支払いを開く',
  'health.appAds.lineMissing': '{app} の app-ads.txt に当プラットフォームの行がありません',
  'health.appAds.lineMissing.todo':
    'アプリ一覧に表示される行を開発者サイトの app-ads.txt に追加し、再確認してください。それまでバイヤーがこのアプリを避ける場合があります。',
  'health.appAds.notFound': '{app} の app-ads.txt が見つかりません',
  'health.appAds.notFound.todo':
    '当プラットフォームの行を含む app-ads.txt を開発者サイトのルートに公開し、再確認してください。それまでバイヤーがこのアプリを避ける場合があります。',
  'health.appAds.resellerLine':
    '{app} の app-ads.txt で当プラットフォームの行が DIRECT ではなく RESELLER になっています',
  'health.appAds.resellerLine.todo':
    '開発者サイトでその行の RESELLER を DIRECT に変更し、再確認してください。それまでバイヤーがこのアプリを避ける場合があります。',
  'health.appAds.otherAccount': '{app} の app-ads.txt に当プラットフォームの別のアカウント ID が書かれています',
  'health.appAds.otherAccount.todo':
    '開発者サイトでその行のアカウント ID を修正し、再確認してください。それまでバイヤーがこのアプリを避ける場合があります。',
  'health.notInStore': '{app} がストアで見つかりません',
  'health.notInStore.todo': 'ストア URL を修正するか、アプリを未公開に設定してください。',
  'health.notServing.appPending': '{app} は審査待ちです',
  'health.notServing.appPending.todo':
    '承認されるまで広告は配信されません。審査から修正の依頼がない限り、操作は不要です。',
  'health.notServing.appRejected': '{app} は却下されました：{reason}',
  'health.notServing.appRejected.todo': '審査の指摘を修正してアプリを保存すると、再審査に送られます。',
  'health.notServing.appSuspended': '{app} は停止されています：{reason}',
  'health.notServing.appSuspended.todo': '広告は配信されません。再審査はサポートにお問い合わせください。',
  'health.notServing.appDisabled': '{app} はオフになっています',
  'health.notServing.appDisabled.todo': '広告を配信する場合は、アプリ一覧でオンにしてください。',
  'health.noImpressions': '{app} の {position} は昨日広告リクエストがありましたが、インプレッションがありません',
  'health.noImpressions.todo':
    '実装を確認してください：ユニット ID {unitId}、広告タイプ、広告を表示する SDK の呼び出し。テストデバイスで試してください。',
  'health.statementToConfirm': '{month}の明細が確認を待っています',
  'health.statementToConfirm.todo':
    '{date} までに確認または異議申し立てをしてください。期限を過ぎると自動で確認されます。',
  'health.invoiceMissing': '{month}の明細が請求書を待っています',
  'health.invoiceMissing.todo': '請求書をアップロードしてください：請求書のある月のみ支払われます。',
  'health.payoutHold.held': '銀行口座の変更により、{until} まで支払いが保留されています',
  'health.payoutHold.held.todo': '心当たりがない場合は、支払いページで「{notMe}」と回答してください。',
  'health.payoutHold.frozen': '支払いが凍結されています：支払い情報の変更が本人のものではないと報告されました',
  'health.payoutHold.frozen.todo': 'サポートがご本人に確認したうえで解除します。',
  'health.payeeDetails': '受取人情報が不足しています：{fields}',
  'health.payeeDetails.todo': '支払いページで追加してください：これがないと支払いは行われません。',
  'health.listSeparator': '、',
};
