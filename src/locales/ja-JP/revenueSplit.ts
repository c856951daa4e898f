export default {
  'mediaDivide.title': '月次収益分配レポート',
  'mediaDivide.description':
    '月次収益分配レポートは新しいタブで開きます（財務サイト）。コンソールはこのページに表示されたままです。',
  'mediaDivide.open': 'レポートを開く',
  'mediaDivide.popupHint':
    '新しいタブが開かない場合は、ブラウザーにブロックされた可能性があります。このサイトのポップアップを許可するか、上のボタンを使用してください。',
  'mediaDivide.notConfigured': 'レポートのアドレスが設定されていません。管理者にお問い合わせください。',
  'mediaDivide.noSession': '現在レポートを開けません。もう一度ログインしてからお試しください。',
};
