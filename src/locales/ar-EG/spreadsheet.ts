export default {
  'spreadsheet.open': 'استيراد جدول بيانات',
  'spreadsheet.title': 'استيراد المساحات الإعلانية من جدول بيانات',
  'spreadsheet.intro':
    'صف واحد لكل مساحة إعلانية، بأعمدة القالب. المقبول: ‎.xlsx أو ‎.xls أو ‎.csv حتى {max} ميغابايت، و5,000 صف على الأكثر. يتحقق الخادم من كل صف وينشئ الصفوف الصالحة.',
  'spreadsheet.template': 'تنزيل القالب (CSV)',
  'spreadsheet.hasHeader': 'الصف الأول يحتوي على أسماء الأعمدة',
  'spreadsheet.pick': 'انقر أو اسحب جدول بيانات إلى هنا',
  'spreadsheet.pickHint': 'ملف واحد: ‎.xlsx أو ‎.xls أو ‎.csv، غير فارغ، حتى {max} ميغابايت',
  'spreadsheet.refused.missing': 'اختر ملفًا لاستيراده.',
  'spreadsheet.refused.type': 'لم يُرسل «{name}»: يمكن استيراد ملفات ‎.xlsx و‎.xls و‎.csv فقط.',
  'spreadsheet.refused.empty': 'لم يُرسل «{name}»: الملف فارغ.',
  'spreadsheet.refused.tooLarge': 'لم يُرسل «{name}»: حجم الملف أكبر من {max} ميغابايت.',
  'spreadsheet.step.check': 'فحص الملف',
  'spreadsheet.step.send': 'الرفع والمعالجة',
  'spreadsheet.step.result': 'النتيجة',
  'spreadsheet.sending': 'جارٍ رفع «{name}»؛ الخادم يعالجه…',
  'spreadsheet.failed': 'تعذّر استيراد «{name}».',
  'spreadsheet.result.summary':
    '«{name}»: {accepted, plural, other {الصفوف المقبولة: {acceptedText}}}، {rejected, plural, other {الصفوف المرفوضة: {rejectedText}}}.',
  'spreadsheet.result.rejectedTitle': 'الصفوف المرفوضة',
  'spreadsheet.result.row': 'الصف',
  'spreadsheet.result.reason': 'السبب',
};
