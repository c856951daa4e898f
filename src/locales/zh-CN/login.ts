export default {
  'login.subtitle': '登录以管理您的应用、广告位与收益。',
  'login.account': '账户',
  'login.password': '密码',
  'login.account.required': '请输入账户名',
  'login.password.required': '请输入密码',
  'login.remember': '记住账户名',
  'login.submit': '登录',
  'login.failed': '登录失败，请重试',
};
