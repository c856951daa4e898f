export default {
  'spreadsheet.open': 'スプレッドシートをインポート',
  'spreadsheet.title': 'スプレッドシートから広告枠をインポート',
  'spreadsheet.intro':
    '1 行に 1 つの広告枠を、テンプレートの列に沿って入力します。対応形式は .xlsx、.xls、.csv で、{max} MB 以下、最大 5,000 行です。サーバーがすべての行をチェックし、有効な行を作成します。',
  'spreadsheet.template': 'テンプレート（CSV）をダウンロード',
  'spreadsheet.hasHeader': '1 行目は列名',
  'spreadsheet.pick': 'クリックするか、スプレッドシートをここにドラッグ',
  'spreadsheet.pickHint': 'ファイルは 1 つ：.xlsx、.xls または .csv、空でないこと、{max} MB 以下',
  'spreadsheet.refused.missing': 'インポートするファイルを選択してください。',
  'spreadsheet.refused.type':
    '「{name}」は送信されていません：インポートできるのは .xlsx、.xls、.csv ファイルのみです。',
  'spreadsheet.refused.empty': '「{name}」は送信されていません：ファイルが空です。',
  'spreadsheet.refused.tooLarge': '「{name}」は送信されていません：ファイルが {max} MB を超えています。',
  'spreadsheet.step.check': 'ファイルを確認',
  'spreadsheet.step.send': 'アップロードと処理',
  'spreadsheet.step.result': '結果',
  'spreadsheet.sending': '「{name}」をアップロードしています。サーバーで処理中です…',
  'spreadsheet.failed': '「{name}」をインポートできませんでした。',
  'spreadsheet.result.summary':
    '「{name}」：成功 {accepted, plural, other {{acceptedText} 行}}、失敗 {rejected, plural, other {{rejectedText} 行}}。',
  'spreadsheet.result.rejectedTitle': '失敗した行',
  'spreadsheet.result.row': '行番号',
  'spreadsheet.result.reason': '理由',
  'spreadsheet.export.tooManyRows':
    'エクスポートは {rows} 行になり、1 ファイルあたりの上限 {max} 行を超えます。範囲を絞ってからエクスポートしてください。',
  'spreadsheet.checkOnly': 'チェックのみ：すべての行を検証し、何も作成しない',
  'spreadsheet.result.checked':
    '「{name}」をチェックしました：作成可能 {accepted, plural, other {{acceptedText}}} 行、エラー {rejected, plural, other {{rejectedText}}} 行。何も作成していません。',
  'spreadsheet.result.createdIds': '作成した広告枠 ID：{ids}',
};
