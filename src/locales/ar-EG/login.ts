export default {
  'login.subtitle': 'سجّل الدخول لإدارة تطبيقاتك ومساحاتك الإعلانية وإيراداتك.',
  'login.account': 'الحساب',
  'login.password': 'كلمة المرور',
  'login.account.required': 'يُرجى إدخال اسم الحساب',
  'login.password.required': 'يُرجى إدخال كلمة المرور',
  'login.remember': 'تذكّر اسم الحساب',
  'login.submit': 'تسجيل الدخول',
  'login.failed': 'فشل تسجيل الدخول، يُرجى إعادة المحاولة',
};
