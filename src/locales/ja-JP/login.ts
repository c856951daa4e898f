export default {
  'login.subtitle': 'ログインすると、アプリ、広告枠、収益を管理できます。',
  'login.account': 'アカウント',
  'login.password': 'パスワード',
  'login.account.required': 'アカウント名を入力してください',
  'login.password.required': 'パスワードを入力してください',
  'login.remember': 'アカウント名を記憶する',
  'login.submit': 'ログイン',
  'login.failed': 'ログインに失敗しました。もう一度お試しください',
};
