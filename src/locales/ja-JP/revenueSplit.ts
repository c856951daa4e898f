export default {
  'revenueSplit.title': '月次収益分配レポート',
  'revenueSplit.description':
    '月次収益分配レポートは新しいタブで開きます（財務サイト）。コンソールはこのページに表示されたままです。',
  'revenueSplit.open': 'レポートを開く',
  'revenueSplit.popupHint':
    '新しいタブが開かない場合は、ブラウザーにブロックされた可能性があります。このサイトのポップアップを許可するか、上のボタンを使用してください。',
  'revenueSplit.notConfigured': 'レポートのアドレスが設定されていません。管理者にお問い合わせください。',
  'revenueSplit.noSession': '現在レポートを開けません。もう一度ログインしてからお試しください。',
};
