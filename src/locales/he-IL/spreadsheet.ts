export default {
  'spreadsheet.open': 'ייבוא גיליון אלקטרוני',
  'spreadsheet.title': 'ייבוא מיקומי מודעות מגיליון אלקטרוני',
  'spreadsheet.intro':
    'שורה אחת לכל מיקום מודעה, בעמודות של התבנית. מתקבלים קובצי ‎.xlsx,‏ ‎.xls או ‎.csv בגודל של עד {max} MB ועד 5,000 שורות. השרת בודק כל שורה ויוצר את השורות התקינות.',
  'spreadsheet.template': 'הורדת התבנית (CSV)',
  'spreadsheet.hasHeader': 'השורה הראשונה מכילה את שמות העמודות',
  'spreadsheet.pick': 'יש ללחוץ או לגרור לכאן גיליון אלקטרוני',
  'spreadsheet.pickHint': 'קובץ אחד: ‎.xlsx,‏ ‎.xls או ‎.csv, לא ריק, עד {max} MB',
  'spreadsheet.refused.missing': 'יש לבחור קובץ לייבוא.',
  'spreadsheet.refused.type': '"{name}" לא נשלח: אפשר לייבא רק קובצי ‎.xlsx,‏ ‎.xls ו-‎.csv.',
  'spreadsheet.refused.empty': '"{name}" לא נשלח: הקובץ ריק.',
  'spreadsheet.refused.tooLarge': '"{name}" לא נשלח: הקובץ גדול מ-{max} MB.',
  'spreadsheet.step.check': 'בדיקת הקובץ',
  'spreadsheet.step.send': 'העלאה ועיבוד',
  'spreadsheet.step.result': 'תוצאה',
  'spreadsheet.sending': 'מתבצעת העלאה של "{name}"; השרת מעבד אותו…',
  'spreadsheet.failed': 'לא ניתן היה לייבא את "{name}".',
  'spreadsheet.result.summary':
    '"{name}": {accepted, plural, one {שורה אחת התקבלה} two {שתי שורות התקבלו} other {{acceptedText} שורות התקבלו}}, {rejected, plural, one {שורה אחת נדחתה} two {שתי שורות נדחו} other {{rejectedText} שורות נדחו}}.',
  'spreadsheet.result.rejectedTitle': 'שורות שנדחו',
  'spreadsheet.result.row': 'שורה',
  'spreadsheet.result.reason': 'סיבה',
  'spreadsheet.export.tooManyRows':
    'הייצוא יכלול {rows} שורות, יותר מהמגבלה של {max} שורות לקובץ: צמצמו את הבחירה וייצאו שוב.',
  'spreadsheet.checkOnly': 'בדיקה בלבד: לאמת כל שורה בלי ליצור דבר',
  'spreadsheet.result.checked':
    '“{name}” נבדק: {accepted, plural, other {{acceptedText}}} שורות ייווצרו, {rejected, plural, other {{rejectedText}}} שורות נדחו. דבר לא נוצר.',
  'spreadsheet.result.createdIds': 'מזהי מיקומי המודעות שנוצרו: {ids}',
};
