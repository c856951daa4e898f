export default {
  'reportApi.loadFailed': 'بارگیری اطلاعات احراز هویت API گزارش‌ها ممکن نشد.',
  'reportApi.credentials.title': 'اطلاعات احراز هویت API',
  'reportApi.apiKey': 'کلید API',
  'reportApi.secret': 'کلید محرمانه',
  'reportApi.secret.reveal': 'نمایش',
  'reportApi.secret.hide': 'پنهان کردن',
  'reportApi.secret.note':
    'کلید محرمانه را فقط روی سرور خود نگه دارید. هر کسی که آن را داشته باشد می‌تواند گزارش‌های شما را بخواند؛ اگر فاش شد، آن را تعویض کنید.',
  'reportApi.copyKey': 'کپی کلید API',
  'reportApi.copySecret': 'کپی کلید محرمانه',
  'reportApi.rotatedAt': 'زمان تعویض کلید محرمانه',
  'reportApi.lastUsedAt': 'آخرین استفاده',
  'reportApi.never': 'هرگز',
  'reportApi.previous': 'کلید رمز قبلی',
  'reportApi.previous.until': 'تا {time} همچنان پذیرفته می‌شود',
  'reportApi.previous.lastUsed': 'آخرین استفاده: {time}',
  'reportApi.rotate.button': 'تعویض کلید محرمانه',
  'reportApi.rotate.confirmTitle': 'کلید محرمانه تعویض شود؟',
  'reportApi.rotate.confirmText':
    'کلید رمز تازه‌ای صادر می‌شود. کلید فعلی تا 24 ساعت کار می‌کند تا سامانه‌های شما جابه‌جا شوند؛ پس از آن پاسخ 401 می‌گیرد. کلید API تغییر نمی‌کند.',
  'reportApi.rotate.ok': 'تعویض',

  'reportApi.guide.title': 'نحوه فراخوانی API گزارش‌ها',
  'reportApi.guide.intro':
    'ترافیک و درآمد روزانه همه برنامه‌های خود را از سیستم‌های خودتان بخوانید. هر درخواست با کلید محرمانه امضا می‌شود؛ خود کلید محرمانه هرگز ارسال نمی‌شود.',
  'reportApi.guide.endpoint': 'نقطه پایانی',
  'reportApi.guide.copyEndpoint': 'کپی نقطه پایانی',
  'reportApi.guide.params': 'پارامترهای کوئری',
  'reportApi.guide.headers': 'هدرهای درخواست',
  'reportApi.guide.col.name': 'نام',
  'reportApi.guide.col.required': 'الزامی',
  'reportApi.guide.col.description': 'توضیح',
  'reportApi.guide.required': 'الزامی',
  'reportApi.guide.optional': 'اختیاری',
  'reportApi.guide.param.start': 'روز نخست، به قالب YYYY-MM-DD، در منطقه زمانی گزارش ({tz}).',
  'reportApi.guide.param.end':
    'روز آخر (خود این روز هم شامل می‌شود)، به قالب YYYY-MM-DD. نباید بعد از امروز باشد؛ هر درخواست حداکثر {days} روز را پوشش می‌دهد.',
  'reportApi.guide.param.groupBy':
    'ابعاد، جداشده با ویرگول: day، hour (30 روز اخیر)، app، adPosition، adType، platform، country. پیش‌فرض day. مانند هر پارامتری که می‌فرستید، بخشی از امضا است.',
  'reportApi.guide.param.filters':
    'فیلترها، جداشده با ویرگول، مانند صفحه گزارش تسویه: شناسه برنامه‌ها، شناسه جایگاه‌های تبلیغ، نوع تبلیغ، پلتفرم (android، ios)، کد کشور (US، CN…). خالی یعنی همه.',
  'reportApi.guide.param.page':
    'صفحه‌بندی: page (از 1) و pageSize، حداکثر {rows} ردیف در هر فراخوانی (بیشتر از آن محدود می‌شود). total در پاسخ تعداد ردیف‌های پرس‌وجو را می‌گوید.',
  'reportApi.guide.param.timeZone':
    'منطقه زمانی IANA که روزها بر اساس آن شمرده می‌شوند. پیش‌فرض: منطقه زمانی حساب شما ({tz})؛ {billing} منطقه زمانی صورت‌حساب است.',
  'reportApi.guide.header.key': 'کلید API شما، همان‌طور که در بالا نمایش داده شده است.',
  'reportApi.guide.header.timestamp':
    'زمان فعلی برحسب ثانیه Unix. اختلاف آن با ساعت سرور حداکثر می‌تواند {skew} ثانیه باشد.',
  'reportApi.guide.header.nonce':
    'یک مقدار تصادفی تازه برای هر درخواست: {min} تا {max} حرف انگلیسی، رقم، _ یا -. هر nonce فقط یک بار کار می‌کند و به مدت {minutes} دقیقه به خاطر سپرده می‌شود.',
  'reportApi.guide.header.signature': 'امضای درخواست به صورت hex با حروف کوچک که طبق توضیح زیر محاسبه می‌شود.',
  'reportApi.guide.signing': 'امضای درخواست',
  'reportApi.guide.step.sort':
    'پارامترهای کوئری را بر اساس نام مرتب کنید. هر نام و مقدار را با encodeURIComponent کدگذاری کنید، به صورت name=value بنویسید و با & به هم وصل کنید. حاصل، کوئری مرتب‌شده است.',
  'reportApi.guide.step.string':
    'مقدار timestamp، nonce و کوئری مرتب‌شده را به همین ترتیب و با یک نویسه خط جدید (\\n) میان هر کدام به هم وصل کنید، بدون خط جدید در انتها. حاصل، رشته امضا است.',
  'reportApi.guide.step.hmac':
    'HMAC-SHA256 رشته امضا را با کلید محرمانه خود به‌عنوان کلید محاسبه کنید و آن را به صورت hex با حروف کوچک بنویسید.',
  'reportApi.guide.step.send':
    'درخواست را با همان کوئری و هدرهای X-Api-Key، X-Timestamp، X-Nonce و X-Signature ارسال کنید. هرگز کلید محرمانه را ارسال نکنید.',
  'reportApi.guide.stringExample':
    'برای مثال، با timestamp برابر 1767225600، nonce برابر n0nce-3f9a1c2b7d4e و کوئری نقطه پایانی بالا، رشته امضا چنین است:',
  'reportApi.guide.limits': 'محدودیت‌ها و خطاها',
  'reportApi.guide.limit.skew':
    'ساعت خود را همگام نگه دارید: اگر timestamp بیش از {skew} ثانیه (5 دقیقه) با ساعت سرور اختلاف داشته باشد، رد می‌شود.',
  'reportApi.guide.limit.nonce':
    'اگر یک nonce در مدت {minutes} دقیقه دوباره استفاده شود، رد می‌شود. برای هر درخواست، از جمله تلاش‌های مجدد، یک nonce تازه بسازید.',
  'reportApi.guide.limit.rate':
    'حداکثر {rate} درخواست در ثانیه برای هر کلید API؛ درخواست‌های بیشتر پاسخ HTTP 429 می‌گیرند.',
  'reportApi.guide.limit.refused':
    'نبودن هدر، کلید ناشناخته، امضای نادرست، nonce تکراری یا timestamp خارج از محدوده، پاسخ HTTP 401 با code 401 و یک message می‌گیرد که علت را مشخص می‌کند.',
  'reportApi.guide.limit.dates':
    'تاریخ‌های نادرست (قالب اشتباه، شروع بعد از پایان، پایان بعد از امروز، بیش از {days} روز) پاسخ code 4001 می‌گیرند و فیلد مربوط در errors مشخص می‌شود.',
  'reportApi.guide.limit.rotate':
    'پس از چرخش کلید رمز، درخواست‌هایی که با کلید قبلی امضا شده‌اند تا 24 ساعت پذیرفته و سپس رد می‌شوند.',
  'reportApi.guide.response': 'پاسخ',
  'reportApi.guide.responseText':
    'JSON: مقدار code برابر 0 و یک result شامل start، end، groupBy، list (یک مورد برای هر روز با date، status و ارقام ترافیک و درآمد)، totals، timeZone ({tz})، currency و updatedAt. نرخ‌ها کسرهایی از 0 تا 1 هستند؛ مبالغ به ارز اعلام‌شده است. فیلد earnings (و earningsEcpm) درآمد تخمینی شماست، سهمی که صورت‌حساب‌ها پیش از تعدیل‌ها می‌پردازند؛ revenue و ecpm ناخالص‌اند، پیش از سهم پلتفرم.',
  'reportApi.guide.partialText':
    'امروز روزی ناقص است: ردیف آن partial: true و through دارد، یعنی لحظه‌ای که ارقام تا آن می‌رسند (ابتدای ساعت جاری، همان updatedAt)، و تا پایان روز بیشتر می‌شود. بدون گروه‌بندی بر اساس روز یا ساعت، هر ردیفِ بازه‌ای که امروز را دارد نیز این دو را دارد؛ ساعت‌ها همیشه کامل‌اند.',
  'reportApi.guide.examples': 'نمونه‌ها',
  'reportApi.guide.copyExample': 'کپی نمونه',
  'reportApi.guide.curlNote': 'برای bash با openssl و curl. ابتدا کلید محرمانه خود را در متغیر محیطی {env} قرار دهید.',
  'reportApi.guide.jsNote':
    'یک ماژول ES برای Node.js 18 یا بالاتر، با بسته crypto-js نصب‌شده. ابتدا کلید محرمانه خود را در متغیر محیطی {env} قرار دهید.',
  'reportApi.secret.viewOnly': 'فقط حساب اصلی (یا حسابی با مجوز «مدیریت API گزارش‌ها») می‌تواند کلید محرمانه را ببیند.',
  'reportApi.reveal.title': 'نمایش کلید محرمانه',
  'secretDialog.password.ok': 'ادامه',
  'secretDialog.password.help': 'برای امنیت، رمز عبور خود را دوباره وارد کنید.',
  'secretDialog.password.label': 'رمز عبور شما',
  'secretDialog.password.required': 'رمز عبور را وارد کنید',
  'secretDialog.once.title': 'این کلید محرمانه را همین حالا ذخیره کنید',
  'secretDialog.once.text':
    'این تنها باری است که کلید محرمانه نمایش داده می‌شود. آن را در پیکربندی سرور خود کپی کنید: پس از این فقط 4 نویسه آخر آن دیده می‌شود.',
  'secretDialog.once.copy': 'کپی کلید محرمانه',
  'secretDialog.once.stored': 'ذخیره‌اش کردم',
};
