export default {
  'spreadsheet.open': 'スプレッドシートを取り込む',
  'spreadsheet.title': 'スプレッドシートから広告枠を取り込む',
  'spreadsheet.intro':
    '1 行に 1 つの広告枠、列はテンプレートどおり。.xlsx、.xls、.csv に対応、{max} MB まで、最大 5,000 行。サーバーがすべての行を確認し、有効な行を作成します。',
  'spreadsheet.template': 'テンプレート（CSV）をダウンロード',
  'spreadsheet.hasHeader': '1 行目は列名',
  'spreadsheet.pick': 'クリックまたはここにスプレッドシートをドラッグ',
  'spreadsheet.pickHint': 'ファイル 1 つ：.xlsx、.xls、.csv、空でないこと、{max} MB まで',
  'spreadsheet.refused.missing': '取り込むファイルを選択してください。',
  'spreadsheet.refused.type': '「{name}」は送信していません：取り込めるのは .xlsx、.xls、.csv ファイルのみです。',
  'spreadsheet.refused.empty': '「{name}」は送信していません：ファイルが空です。',
  'spreadsheet.refused.tooLarge': '「{name}」は送信していません：ファイルが {max} MB を超えています。',
  'spreadsheet.step.check': 'ファイルを確認',
  'spreadsheet.step.send': 'アップロードと処理',
  'spreadsheet.step.result': '結果',
  'spreadsheet.sending': '「{name}」をアップロード中。サーバーで処理しています…',
  'spreadsheet.failed': '「{name}」を取り込めませんでした。',
  'spreadsheet.result.summary':
    '「{name}」：{accepted, plural, other {{acceptedText} 行を受け付け}}、{rejected, plural, other {{rejectedText} 行を却下}}しました。',
  'spreadsheet.result.rejectedTitle': '却下された行',
  'spreadsheet.result.row': '行',
  'spreadsheet.result.reason': '理由',
};
