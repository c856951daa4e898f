export default {
  'app.create': 'יצירת אפליקציה',
  'app.edit': 'עריכת אפליקציה',
  'app.createWithAdPosition': 'אפליקציה חדשה עם מיקום מודעה',
  'app.addAdPosition': 'הוספת מיקום מודעה',
  'app.adPositionsOf': '{count} מיקומי מודעות של {name}',
  'app.storeLink': 'דף החנות של {name} (נפתח בכרטיסייה חדשה)',

  'app.field.id': 'מזהה אפליקציה',
  'app.field.name': 'שם האפליקציה',
  'app.field.keyword': 'שם או חבילה',
  'app.field.keyword.placeholder': 'שם האפליקציה, שם החבילה או Bundle ID',
  'app.field.platform': 'פלטפורמה',
  'app.field.packageName': 'שם החבילה',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'שם חבילה / Bundle ID ודף בחנות',
  'app.field.packageName.help':
    'כמו בחנות האפליקציות, לדוגמה com.example.app. לכל אחת מהאפליקציות שלך בפלטפורמה יש ערך משלה.',
  'app.field.storeUrl': 'כתובת URL בחנות',
  'app.field.category': 'קטגוריה',
  'app.field.category.placeholder': 'בחירת קטגוריה',
  'app.field.description': 'תיאור',
  'app.field.reviewStatus': 'סטטוס בדיקה',
  'app.field.adPositionCount': 'מיקומי מודעות',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'פעיל או מושבת',
  'app.addAdPositionTo': 'הוספת מיקום מודעה ל-{name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'משחקים',
  'app.category.social': 'רשתות חברתיות',
  'app.category.tools': 'כלים',
  'app.category.news': 'חדשות',
  'app.category.video': 'וידאו',
  'app.category.music': 'מוזיקה',
  'app.category.shopping': 'קניות',
  'app.category.education': 'חינוך',
  'app.category.health': 'בריאות וכושר',
  'app.category.finance': 'פיננסים',
  'app.category.travel': 'נסיעות',
  'app.category.lifestyle': 'סגנון חיים',

  'app.review.pending': 'ממתין לבדיקה',
  'app.review.approved': 'אושר',
  'app.review.rejected': 'נדחה',
  'app.review.suspended': 'מושעה',
  'app.review.legend': 'מה המשמעות של סטטוסי הבדיקה',
  'app.reviewHelp.pending':
    'הפלטפורמה בודקת את האפליקציה. אפשר כבר להגדיר מיקומי מודעות; הצגת המודעות תתחיל לאחר האישור.',
  'app.reviewHelp.approved': 'האפליקציה עברה את הבדיקה, ומיקומי המודעות הפעילים שלה מציגים מודעות.',
  'app.reviewHelp.rejected':
    'האפליקציה לא עברה את הבדיקה. יש לתקן את מה שמצוין בסיבה ולשמור את האפליקציה כדי לשלוח אותה שוב לבדיקה.',
  'app.reviewHelp.suspended':
    'הפלטפורמה הפסיקה להציג מודעות באפליקציה. אי אפשר להפעיל אותה או להוסיף לה מיקומי מודעות חדשים.',
  'app.reviewReason': 'סיבה: {reason}',

  'app.newAppPending': 'אפליקציה חדשה מתחילה בסטטוס "ממתין לבדיקה"; הצגת המודעות תתחיל לאחר האישור.',
  'app.reviewAgainNote':
    'שינוי הפלטפורמה, שם החבילה או כתובת ה-URL בחנות של אפליקציה שאושרה, או כל שינוי באפליקציה שנדחתה, מחזיר אותה לבדיקה.',

  'app.enableConfirm': 'להפעיל את "{name}"? מיקומי המודעות הפעילים שלה יחזרו להציג מודעות.',
  'app.disableConfirm': 'להשבית את "{name}"? כל מיקומי המודעות שלה יפסיקו להציג מודעות.',
  'app.suspendedCannotEnable': 'אי אפשר להפעיל אפליקציה מושעית.',

  'app.empty.invite': 'אין עדיין אפליקציות. כדאי ליצור את האפליקציה הראשונה ולהתחיל להרוויח ממיקומי המודעות שלה.',
  'app.empty.none': 'אין עדיין אפליקציות.',
  'app.empty.noMatch': 'אין אפליקציה שתואמת את המסננים האלה.',

  'app.rule.packageName': 'שם חבילת Android אינו תקין (לדוגמה com.example.app)',
  'app.rule.bundleId': 'ה-Bundle ID של iOS אינו תקין (לדוגמה com.example.app)',
  'app.rule.storeUrl': 'יש להזין כתובת מלאה שמתחילה ב-http:// או ב-https://',

  'app.flow.step.app': 'פרטי האפליקציה',
  'app.flow.step.adPosition': 'מיקום המודעה הראשון',
  'app.flow.step.done': 'שילוב',
  'app.flow.createAndNext': 'יצירת האפליקציה והמשך',
  'app.flow.saveAndNext': 'שמירת האפליקציה והמשך',
  'app.flow.createPosition': 'יצירת מיקום מודעה',
  'app.flow.previous': 'הקודם',
  'app.flow.appCreated':
    'האפליקציה "{name}" (מזהה {id}) נוצרה וממתינה לבדיקה. עכשיו אפשר להוסיף את מיקום המודעה הראשון שלה.',
  'app.flow.startOver': 'להתחיל מחדש עם אפליקציה אחרת',
  'app.flow.again': 'הוספת אפליקציה נוספת',
};
