export default {
  'app.create': 'ایجاد برنامه',
  'app.edit': 'ویرایش برنامه',
  'app.createWithAdPosition': 'برنامه جدید همراه با جایگاه تبلیغاتی',
  'app.addAdPosition': 'افزودن جایگاه تبلیغاتی',
  'app.adPositionsOf': '{count} جایگاه تبلیغاتی {name}',
  'app.storeLink': 'صفحه {name} در فروشگاه (در زبانه جدید باز می‌شود)',

  'app.field.id': 'شناسه برنامه',
  'app.field.name': 'نام برنامه',
  'app.field.keyword': 'نام یا بسته',
  'app.field.keyword.placeholder': 'نام برنامه، نام بسته یا Bundle ID',
  'app.field.platform': 'پلتفرم',
  'app.field.packageName': 'نام بسته',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'نام بسته / Bundle ID و صفحه فروشگاه',
  'app.field.packageName.help':
    'همان مقداری که در فروشگاه برنامه ثبت شده است، مثلاً com.example.app. هر یک از برنامه‌های شما در یک پلتفرم مقدار خاص خود را دارد.',
  'app.field.storeUrl': 'نشانی فروشگاه',
  'app.field.category': 'دسته',
  'app.field.category.placeholder': 'یک دسته انتخاب کنید',
  'app.field.description': 'توضیحات',
  'app.field.reviewStatus': 'وضعیت بررسی',
  'app.field.adPositionCount': 'جایگاه‌های تبلیغاتی',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'فعال یا غیرفعال',
  'app.addAdPositionTo': 'افزودن جایگاه تبلیغاتی به {name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'بازی',
  'app.category.social': 'اجتماعی',
  'app.category.tools': 'ابزارها',
  'app.category.news': 'اخبار',
  'app.category.video': 'ویدیو',
  'app.category.music': 'موسیقی',
  'app.category.shopping': 'خرید',
  'app.category.education': 'آموزش',
  'app.category.health': 'سلامت و تناسب اندام',
  'app.category.finance': 'مالی',
  'app.category.travel': 'سفر',
  'app.category.lifestyle': 'سبک زندگی',

  'app.review.pending': 'در انتظار بررسی',
  'app.review.approved': 'تأییدشده',
  'app.review.rejected': 'ردشده',
  'app.review.suspended': 'معلق',
  'app.review.legend': 'معنای وضعیت‌های بررسی',
  'app.reviewHelp.pending':
    'پلتفرم در حال بررسی برنامه است. می‌توانید جایگاه‌های تبلیغاتی را از پیش آماده کنید؛ پس از تأیید، نمایش تبلیغ آغاز می‌شود.',
  'app.reviewHelp.approved': 'برنامه بررسی را با موفقیت گذرانده است و جایگاه‌های تبلیغاتی فعال آن تبلیغ نمایش می‌دهند.',
  'app.reviewHelp.rejected':
    'برنامه در بررسی تأیید نشد. موارد ذکرشده در دلیل را اصلاح و برنامه را ذخیره کنید تا دوباره برای بررسی ارسال شود.',
  'app.reviewHelp.suspended':
    'پلتفرم نمایش تبلیغ در این برنامه را متوقف کرده است. نمی‌توان آن را فعال کرد یا جایگاه تبلیغاتی جدیدی به آن افزود.',
  'app.reviewReason': 'دلیل: {reason}',

  'app.newAppPending': 'برنامه جدید در وضعیت «در انتظار بررسی» قرار می‌گیرد؛ پس از تأیید، نمایش تبلیغ آغاز می‌شود.',
  'app.reviewAgainNote':
    'تغییر پلتفرم، نام بسته یا نشانی فروشگاه یک برنامه تأییدشده، یا هر تغییری در یک برنامه ردشده، آن را دوباره به بررسی می‌فرستد.',

  'app.enableConfirm': '«{name}» فعال شود؟ جایگاه‌های تبلیغاتی فعال آن دوباره نمایش تبلیغ را از سر می‌گیرند.',
  'app.disableConfirm': '«{name}» غیرفعال شود؟ همه جایگاه‌های تبلیغاتی آن دیگر تبلیغ نمایش نمی‌دهند.',
  'app.suspendedCannotEnable': 'برنامه معلق را نمی‌توان فعال کرد.',

  'app.empty.invite':
    'هنوز برنامه‌ای ندارید. نخستین برنامه خود را ایجاد کنید تا از جایگاه‌های تبلیغاتی آن درآمد کسب کنید.',
  'app.empty.none': 'هنوز برنامه‌ای وجود ندارد.',
  'app.empty.noMatch': 'هیچ برنامه‌ای با این فیلترها مطابقت ندارد.',

  'app.rule.packageName': 'نام بسته Android معتبر نیست (مثلاً com.example.app)',
  'app.rule.bundleId': 'Bundle ID برای iOS معتبر نیست (مثلاً com.example.app)',
  'app.rule.storeUrl': 'نشانی کاملی وارد کنید که با http:// یا https:// شروع شود',

  'app.flow.step.app': 'مشخصات برنامه',
  'app.flow.step.adPosition': 'نخستین جایگاه تبلیغاتی',
  'app.flow.step.done': 'یکپارچه‌سازی',
  'app.flow.createAndNext': 'ایجاد برنامه و ادامه',
  'app.flow.saveAndNext': 'ذخیره برنامه و ادامه',
  'app.flow.createPosition': 'ایجاد جایگاه تبلیغاتی',
  'app.flow.previous': 'قبلی',
  'app.flow.appCreated':
    'برنامه «{name}» (شناسه {id}) ایجاد شد و در انتظار بررسی است. اکنون نخستین جایگاه تبلیغاتی آن را اضافه کنید.',
  'app.flow.startOver': 'شروع دوباره با برنامه‌ای دیگر',
  'app.flow.again': 'افزودن برنامه‌ای دیگر',
};
