export default {
  'login.subtitle': '登入以管理您的應用程式、廣告版位與收益。',
  'login.account': '帳號',
  'login.password': '密碼',
  'login.account.required': '請輸入帳號名稱',
  'login.password.required': '請輸入密碼',
  'login.remember': '記住帳號名稱',
  'login.submit': '登入',
  'login.failed': '登入失敗，請重試',
};
