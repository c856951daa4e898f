export default {
  'spreadsheet.open': 'درون‌ریزی صفحه‌گسترده',
  'spreadsheet.title': 'درون‌ریزی جایگاه‌های تبلیغاتی از صفحه‌گسترده',
  'spreadsheet.intro':
    'هر ردیف یک جایگاه تبلیغاتی، با ستون‌های قالب. قالب‌های پذیرفته: ‎.xlsx، ‎.xls یا ‎.csv تا {max} مگابایت و حداکثر 5,000 ردیف. سرور همه ردیف‌ها را بررسی می‌کند و ردیف‌های معتبر را ایجاد می‌کند.',
  'spreadsheet.template': 'دانلود قالب (CSV)',
  'spreadsheet.hasHeader': 'ردیف نخست شامل نام ستون‌ها است',
  'spreadsheet.pick': 'کلیک کنید یا صفحه‌گسترده را به اینجا بکشید',
  'spreadsheet.pickHint': 'یک فایل: ‎.xlsx، ‎.xls یا ‎.csv، غیرخالی، حداکثر {max} مگابایت',
  'spreadsheet.refused.missing': 'فایلی را برای درون‌ریزی انتخاب کنید.',
  'spreadsheet.refused.type': '«{name}» ارسال نشد: فقط فایل‌های ‎.xlsx، ‎.xls و ‎.csv را می‌توان درون‌ریزی کرد.',
  'spreadsheet.refused.empty': '«{name}» ارسال نشد: فایل خالی است.',
  'spreadsheet.refused.tooLarge': '«{name}» ارسال نشد: حجم فایل بیشتر از {max} مگابایت است.',
  'spreadsheet.step.check': 'بررسی فایل',
  'spreadsheet.step.send': 'بارگذاری و پردازش',
  'spreadsheet.step.result': 'نتیجه',
  'spreadsheet.sending': 'در حال بارگذاری «{name}»؛ سرور در حال پردازش آن است…',
  'spreadsheet.failed': 'درون‌ریزی «{name}» ممکن نشد.',
  'spreadsheet.result.summary':
    '«{name}»: {accepted, plural, other {{acceptedText} ردیف پذیرفته شد}}، {rejected, plural, other {{rejectedText} ردیف رد شد}}.',
  'spreadsheet.result.rejectedTitle': 'ردیف‌های ردشده',
  'spreadsheet.result.row': 'ردیف',
  'spreadsheet.result.reason': 'دلیل',
  'spreadsheet.export.tooManyRows':
    'خروجی {rows} ردیف خواهد داشت، بیش از سقف {max} ردیف برای هر فایل: دامنه را محدودتر کنید و دوباره خروجی بگیرید.',
  'spreadsheet.checkOnly': 'فقط بررسی: همهٔ ردیف‌ها بررسی شوند، چیزی ساخته نشود',
  'spreadsheet.result.checked':
    '«{name}» بررسی شد: {accepted, plural, other {{acceptedText}}} ردیف ساخته می‌شود، {rejected, plural, other {{rejectedText}}} ردیف رد می‌شود. چیزی ساخته نشد.',
  'spreadsheet.result.createdIds': 'شناسهٔ جایگاه‌های ساخته‌شده: {ids}',
};
