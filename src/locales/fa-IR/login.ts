export default {
  'login.subtitle': 'برای مدیریت برنامه‌ها، جایگاه‌های تبلیغاتی و درآمد خود وارد شوید.',
  'login.account': 'حساب',
  'login.password': 'رمز عبور',
  'login.account.required': 'لطفاً نام حساب را وارد کنید',
  'login.password.required': 'لطفاً رمز عبور را وارد کنید',
  'login.remember': 'نام حساب من را به خاطر بسپار',
  'login.submit': 'ورود',
  'login.failed': 'ورود ناموفق بود، لطفاً دوباره تلاش کنید',
};
