export default {
  'spreadsheet.open': 'استيراد جدول بيانات',
  'spreadsheet.title': 'استيراد مساحات إعلانية من جدول بيانات',
  'spreadsheet.intro':
    'صف واحد لكل مساحة إعلانية، وفق أعمدة النموذج. الصيغ المقبولة: ‎.xlsx أو ‎.xls أو ‎.csv بحجم لا يتجاوز {max} ميغابايت، و5,000 صف كحد أقصى. يتحقق الخادم من كل صف وينشئ الصفوف الصالحة.',
  'spreadsheet.template': 'تنزيل النموذج (CSV)',
  'spreadsheet.hasHeader': 'يحتوي الصف الأول على أسماء الأعمدة',
  'spreadsheet.pick': 'انقر أو اسحب جدول بيانات إلى هنا',
  'spreadsheet.pickHint': 'ملف واحد: ‎.xlsx أو ‎.xls أو ‎.csv، غير فارغ، بحجم لا يتجاوز {max} ميغابايت',
  'spreadsheet.refused.missing': 'اختر ملفًا لاستيراده.',
  'spreadsheet.refused.type': 'لم يُرسَل «{name}»: يمكن استيراد ملفات ‎.xlsx و‎.xls و‎.csv فقط.',
  'spreadsheet.refused.empty': 'لم يُرسَل «{name}»: الملف فارغ.',
  'spreadsheet.refused.tooLarge': 'لم يُرسَل «{name}»: حجم الملف أكبر من {max} ميغابايت.',
  'spreadsheet.step.check': 'فحص الملف',
  'spreadsheet.step.send': 'الرفع والمعالجة',
  'spreadsheet.step.result': 'النتيجة',
  'spreadsheet.sending': 'جارٍ رفع «{name}»؛ والخادم يعالجه…',
  'spreadsheet.failed': 'تعذّر استيراد «{name}».',
  'spreadsheet.result.summary':
    '«{name}»: {accepted, plural, zero {لم يُقبل أي صف} one {قُبل صف واحد} two {قُبل صفان} few {قُبلت {acceptedText} صفوف} many {قُبل {acceptedText} صفًا} other {قُبل {acceptedText} صف}}، {rejected, plural, zero {لم يُرفض أي صف} one {رُفض صف واحد} two {رُفض صفان} few {رُفضت {rejectedText} صفوف} many {رُفض {rejectedText} صفًا} other {رُفض {rejectedText} صف}}.',
  'spreadsheet.result.rejectedTitle': 'الصفوف المرفوضة',
  'spreadsheet.result.row': 'الصف',
  'spreadsheet.result.reason': 'السبب',
  'spreadsheet.export.tooManyRows':
    'سيحتوي التصدير على {rows} صفًا، أكثر من الحد البالغ {max} صف لكل ملف: ضيّق النطاق ثم صدّر مرة أخرى.',
  'spreadsheet.checkOnly': 'فحص فقط: التحقق من كل صف دون إنشاء أي شيء',
  'spreadsheet.result.checked':
    'تم فحص «{name}»: سيُنشأ {accepted, plural, other {{acceptedText}}} صف، ويُرفض {rejected, plural, other {{rejectedText}}} صف. لم يُنشأ أي شيء.',
  'spreadsheet.result.createdIds': 'معرّفات مواضع الإعلانات المنشأة: {ids}',
};
