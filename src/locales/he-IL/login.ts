export default {
  'login.subtitle': 'יש להתחבר כדי לנהל את האפליקציות, מיקומי המודעות וההכנסות שלך.',
  'login.account': 'חשבון',
  'login.password': 'סיסמה',
  'login.account.required': 'יש להזין את שם החשבון',
  'login.password.required': 'יש להזין את הסיסמה',
  'login.remember': 'לזכור את שם החשבון שלי',
  'login.submit': 'התחברות',
  'login.failed': 'ההתחברות נכשלה, יש לנסות שוב',
};
