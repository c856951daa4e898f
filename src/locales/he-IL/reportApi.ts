export default {
  'reportApi.loadFailed': 'לא ניתן היה לטעון את פרטי הגישה ל-API לדוחות.',
  'reportApi.credentials.title': 'פרטי גישה ל-API',
  'reportApi.apiKey': 'מפתח API',
  'reportApi.secret': 'מפתח סודי',
  'reportApi.secret.reveal': 'הצגה',
  'reportApi.secret.hide': 'הסתרה',
  'reportApi.secret.note':
    'יש לשמור את המפתח הסודי בשרת שלך בלבד. כל מי שמחזיק בו יכול לקרוא את הדוחות שלך; אם הוא דלף, יש להחליף אותו.',
  'reportApi.copyKey': 'העתקת מפתח ה-API',
  'reportApi.copySecret': 'העתקת המפתח הסודי',
  'reportApi.rotatedAt': 'מועד החלפת המפתח הסודי',
  'reportApi.lastUsedAt': 'שימוש אחרון',
  'reportApi.never': 'אף פעם',
  'reportApi.previous': 'הסוד הקודם',
  'reportApi.previous.until': 'עדיין מתקבל עד {time}',
  'reportApi.previous.lastUsed': 'שימוש אחרון: {time}',
  'reportApi.rotate.button': 'החלפת המפתח הסודי',
  'reportApi.rotate.confirmTitle': 'להחליף את המפתח הסודי?',
  'reportApi.rotate.confirmText':
    'יונפק סוד חדש. הסוד הנוכחי ימשיך לעבוד 24 שעות כדי שהמערכות שלכם יעברו לחדש; לאחר מכן יתקבל 401. מפתח ה-API נשאר זהה.',
  'reportApi.rotate.ok': 'החלפה',

  'reportApi.guide.title': 'איך לקרוא ל-API לדוחות',
  'reportApi.guide.intro':
    'אפשר לקרוא את נתוני התנועה וההכנסות היומיים של כל האפליקציות שלך מהמערכות שלך. כל בקשה נחתמת באמצעות המפתח הסודי, והמפתח עצמו אף פעם לא נשלח.',
  'reportApi.guide.endpoint': 'נקודת קצה',
  'reportApi.guide.copyEndpoint': 'העתקת נקודת הקצה',
  'reportApi.guide.params': 'פרמטרים של השאילתה',
  'reportApi.guide.headers': 'כותרות הבקשה',
  'reportApi.guide.col.name': 'שם',
  'reportApi.guide.col.required': 'חובה',
  'reportApi.guide.col.description': 'תיאור',
  'reportApi.guide.required': 'חובה',
  'reportApi.guide.optional': 'אופציונלי',
  'reportApi.guide.param.start': 'היום הראשון, בתבנית YYYY-MM-DD, לפי אזור הזמן של הדוחות ({tz}).',
  'reportApi.guide.param.end': 'היום האחרון (כולל), בתבנית YYYY-MM-DD. לא מאוחר מהיום; בקשה אחת מכסה עד {days} ימים.',
  'reportApi.guide.param.groupBy':
    'ממדים מופרדים בפסיקים: day, hour (30 הימים האחרונים), app, adPosition, adType, platform, country. ברירת המחדל day. כמו כל פרמטר שנשלח, הוא חלק מהחתימה.',
  'reportApi.guide.param.filters':
    'מסננים מופרדים בפסיקים, כמו בדף דוח ההתחשבנות: מזהי אפליקציות, מזהי מיקומי מודעות, סוגי מודעות, פלטפורמות (android, ios), קודי מדינה (US, CN…). ריק: הכול.',
  'reportApi.guide.param.page':
    'דפדוף: page (מ-1) ו-pageSize, לכל היותר {rows} שורות לקריאה (יותר נחתך). total בתשובה אומר כמה שורות יש בשאילתה.',
  'reportApi.guide.param.timeZone':
    'אזור הזמן (IANA) שלפיו נספרים הימים. ברירת המחדל: אזור הזמן של החשבון ({tz}); {billing} הוא אזור הזמן של החיוב.',
  'reportApi.guide.header.key': 'מפתח ה-API שלך, כפי שמוצג למעלה.',
  'reportApi.guide.header.timestamp':
    'השעה הנוכחית בשניות Unix. ההפרש מהשעון של השרת יכול להיות {skew} שניות לכל היותר.',
  'reportApi.guide.header.nonce':
    'ערך אקראי חדש לכל בקשה: {min} עד {max} אותיות באנגלית, ספרות, _ או -. כל nonce תקף פעם אחת בלבד ונשמר בזיכרון למשך {minutes} דקות.',
  'reportApi.guide.header.signature': 'חתימת הבקשה בהקסדצימלי באותיות קטנות, שמחושבת כמתואר בהמשך.',
  'reportApi.guide.signing': 'חתימה על בקשה',
  'reportApi.guide.step.sort':
    'יש למיין את פרמטרי השאילתה לפי השם, לקודד כל שם וערך באמצעות encodeURIComponent, לכתוב אותם בצורה name=value ולחבר אותם באמצעות &. זו השאילתה הממוינת.',
  'reportApi.guide.step.string':
    'יש לחבר את חותמת הזמן, ה-nonce והשאילתה הממוינת, עם תו שורה חדשה אחד (\\n) בין כל אחד מהם, בלי שורה חדשה בסוף. זו המחרוזת לחתימה.',
  'reportApi.guide.step.hmac':
    'יש לחשב HMAC-SHA256 של המחרוזת לחתימה, עם המפתח הסודי כמפתח, ולכתוב את התוצאה בהקסדצימלי באותיות קטנות.',
  'reportApi.guide.step.send':
    'יש לשלוח את הבקשה עם אותה שאילתה ועם הכותרות X-Api-Key, X-Timestamp, X-Nonce ו-X-Signature. אין לשלוח את המפתח הסודי בשום מקרה.',
  'reportApi.guide.stringExample':
    'לדוגמה, עם חותמת הזמן 1767225600, ה-nonce n0nce-3f9a1c2b7d4e והשאילתה של נקודת הקצה שלמעלה, המחרוזת לחתימה היא:',
  'reportApi.guide.limits': 'מגבלות ושגיאות',
  'reportApi.guide.limit.skew':
    'יש לשמור על שעון מסונכרן: חותמת זמן שרחוקה יותר מ-{skew} שניות (5 דקות) מהשעון של השרת תידחה.',
  'reportApi.guide.limit.nonce':
    'nonce שנעשה בו שימוש חוזר בתוך {minutes} דקות יידחה. יש ליצור nonce חדש לכל בקשה, כולל בניסיונות חוזרים.',
  'reportApi.guide.limit.rate': 'עד {rate} בקשות בשנייה לכל מפתח API; בקשות מעבר לכך יקבלו HTTP 429.',
  'reportApi.guide.limit.refused':
    'כותרת חסרה, מפתח לא מוכר, חתימה שגויה, nonce שנעשה בו שימוש חוזר או חותמת זמן מחוץ לטווח יקבלו HTTP 401 עם code 401 ועם message שמציין את הסיבה.',
  'reportApi.guide.limit.dates':
    'תאריכים שגויים (תבנית שגויה, התחלה אחרי הסיום, סיום אחרי היום, יותר מ-{days} ימים) יקבלו code 4001, והשדה יצוין ב-errors.',
  'reportApi.guide.limit.rotate': 'לאחר החלפת הסוד, בקשות שנחתמו בסוד הישן עדיין מתקבלות 24 שעות ולאחר מכן נדחות.',
  'reportApi.guide.response': 'תגובה',
  'reportApi.guide.responseText':
    'JSON: השדה code הוא 0, ו-result כולל start, end, groupBy, list (רשומה אחת לכל יום עם date, status ונתוני התנועה וההכנסות), totals, timeZone ({tz}), currency ו-updatedAt. שיעורים הם שברים מ-0 עד 1; סכומים מוצגים במטבע שצוין. השדה earnings (וכן earningsEcpm) הוא הרווחים המשוערים שלך, החלק שהדוחות החודשיים משלמים לפני התאמות; revenue ו-ecpm הם ברוטו, לפני חלק הפלטפורמה.',
  'reportApi.guide.partialText':
    'היום הוא יום חלקי: בשורה שלו יש partial: true ו-through, הרגע שעד אליו מגיעים הנתונים (תחילת השעה הנוכחית, כמו updatedAt), והיא גדלה עד סוף היום. בלי קיבוץ לפי יום או שעה, גם כל שורה של תקופה שכוללת את היום נושאת אותם; שעות תמיד שלמות.',
  'reportApi.guide.examples': 'דוגמאות',
  'reportApi.guide.copyExample': 'העתקת הדוגמה',
  'reportApi.guide.curlNote': 'עבור bash עם openssl ו-curl. קודם יש לשמור את המפתח הסודי במשתנה הסביבה {env}.',
  'reportApi.guide.jsNote':
    'מודול ES עבור Node.js 18 ואילך, עם החבילה crypto-js מותקנת. קודם יש לשמור את המפתח הסודי במשתנה הסביבה {env}.',
  'reportApi.secret.viewOnly': 'רק החשבון הראשי (או חשבון עם ההרשאה "ניהול API הדוחות") יכול להציג את הסוד.',
  'reportApi.reveal.title': 'הצגת הסוד',
  'secretDialog.password.ok': 'המשך',
  'secretDialog.password.help': 'לביטחונך, הזן שוב את הסיסמה שלך.',
  'secretDialog.password.label': 'הסיסמה שלך',
  'secretDialog.password.required': 'הזן את הסיסמה',
  'secretDialog.once.title': 'שמור את הסוד הזה עכשיו',
  'secretDialog.once.text':
    'זו הפעם היחידה שהסוד מוצג. העתק אותו להגדרות השרת שלך: לאחר מכן יוצגו רק 4 התווים האחרונים שלו.',
  'secretDialog.once.copy': 'העתקת הסוד',
  'secretDialog.once.stored': 'שמרתי אותו',
};
