export default {
  'reportApi.loadFailed': 'تعذّر تحميل بيانات اعتماد واجهة API للتقارير.',
  'reportApi.credentials.title': 'بيانات اعتماد API',
  'reportApi.apiKey': 'مفتاح API',
  'reportApi.secret': 'المفتاح السري',
  'reportApi.secret.reveal': 'إظهار',
  'reportApi.secret.hide': 'إخفاء',
  'reportApi.secret.note':
    'احتفظ بالمفتاح السري على خادمك فقط. يستطيع أي شخص يملكه قراءة تقاريرك؛ وإذا تسرّب، فقم بتدويره.',
  'reportApi.copyKey': 'نسخ مفتاح API',
  'reportApi.copySecret': 'نسخ المفتاح السري',
  'reportApi.rotatedAt': 'تاريخ تدوير المفتاح السري',
  'reportApi.lastUsedAt': 'آخر استخدام',
  'reportApi.never': 'أبدًا',
  'reportApi.previous': 'المفتاح السري السابق',
  'reportApi.previous.until': 'يظل مقبولًا حتى {time}',
  'reportApi.previous.lastUsed': 'آخر استخدام: {time}',
  'reportApi.rotate.button': 'تدوير المفتاح السري',
  'reportApi.rotate.confirmTitle': 'هل تريد تدوير المفتاح السري؟',
  'reportApi.rotate.confirmText':
    'سيُصدر مفتاح سري جديد. يظل المفتاح الحالي صالحًا لمدة 24 ساعة حتى تنتقل أنظمتك إلى الجديد، وبعدها يُرفض بالرمز 401. يبقى مفتاح API كما هو.',
  'reportApi.rotate.ok': 'تدوير',

  'reportApi.guide.title': 'كيفية استدعاء واجهة API للتقارير',
  'reportApi.guide.intro':
    'اقرأ بيانات حركة المرور والإيرادات اليومية لجميع تطبيقاتك من أنظمتك الخاصة. يُوقَّع كل طلب بمفتاحك السري، ولا يُرسَل المفتاح السري نفسه أبدًا.',
  'reportApi.guide.endpoint': 'نقطة النهاية',
  'reportApi.guide.copyEndpoint': 'نسخ نقطة النهاية',
  'reportApi.guide.params': 'معلمات الاستعلام',
  'reportApi.guide.headers': 'ترويسات الطلب',
  'reportApi.guide.col.name': 'الاسم',
  'reportApi.guide.col.required': 'مطلوب',
  'reportApi.guide.col.description': 'الوصف',
  'reportApi.guide.required': 'مطلوب',
  'reportApi.guide.optional': 'اختياري',
  'reportApi.guide.param.start': 'اليوم الأول بالتنسيق YYYY-MM-DD، وفق المنطقة الزمنية للتقارير ({tz}).',
  'reportApi.guide.param.end':
    'اليوم الأخير (مشمولًا) بالتنسيق YYYY-MM-DD. لا يجوز أن يكون بعد اليوم؛ ولا يغطي الطلب الواحد أكثر من {days} يومًا.',
  'reportApi.guide.param.groupBy':
    'الأبعاد مفصولة بفواصل: day وhour (آخر 30 يومًا) وapp وadPosition وadType وplatform وcountry. الافتراضي day. وهو مثل كل معامل ترسله جزء من التوقيع.',
  'reportApi.guide.param.filters':
    'عوامل تصفية مفصولة بفواصل كما في صفحة تقرير التسوية: معرّفات التطبيقات، معرّفات المساحات الإعلانية، أنواع الإعلانات، المنصات (android وios)، رموز الدول (US وCN…). الفارغ يعني الكل.',
  'reportApi.guide.param.page':
    'التقسيم إلى صفحات: page (من 1) وpageSize، بحد أقصى {rows} صف في كل استدعاء (ما زاد يُقصّ). يبيّن total في الرد عدد صفوف الاستعلام.',
  'reportApi.guide.param.timeZone':
    'المنطقة الزمنية (IANA) التي تُحسب بها الأيام. الافتراضي: منطقة حسابك ({tz})؛ و{billing} هي المنطقة الزمنية للفوترة.',
  'reportApi.guide.header.key': 'مفتاح API الخاص بك، كما هو معروض أعلاه.',
  'reportApi.guide.header.timestamp': 'الوقت الحالي بثواني Unix. يجب ألا يختلف عن ساعة الخادم بأكثر من {skew} ثانية.',
  'reportApi.guide.header.nonce':
    'قيمة عشوائية جديدة لكل طلب: من {min} إلى {max} من الأحرف اللاتينية أو الأرقام أو _ أو -. لا تصلح قيمة nonce إلا مرة واحدة، ويحتفظ بها الخادم لمدة {minutes} دقيقة.',
  'reportApi.guide.header.signature': 'توقيع الطلب بالنظام الست عشري بأحرف صغيرة، ويُحسب كما هو موضح أدناه.',
  'reportApi.guide.signing': 'توقيع الطلب',
  'reportApi.guide.step.sort':
    'رتّب معلمات الاستعلام حسب الاسم. رمّز كل اسم وقيمة باستخدام encodeURIComponent، واكتبهما بالصيغة name=value، ثم اربط الأزواج بالرمز &. هذا هو الاستعلام المرتّب.',
  'reportApi.guide.step.string':
    'اربط الطابع الزمني وقيمة nonce والاستعلام المرتّب، مع الفصل بين كل منها بسطر جديد واحد (\\n)، ومن دون سطر جديد في النهاية. هذه هي السلسلة المطلوب توقيعها.',
  'reportApi.guide.step.hmac':
    'احسب HMAC-SHA256 للسلسلة المطلوب توقيعها باستخدام مفتاحك السري مفتاحًا، واكتب النتيجة بالنظام الست عشري بأحرف صغيرة.',
  'reportApi.guide.step.send':
    'أرسل الطلب بالاستعلام نفسه مع الترويسات X-Api-Key وX-Timestamp وX-Nonce وX-Signature. لا ترسل المفتاح السري أبدًا.',
  'reportApi.guide.stringExample':
    'على سبيل المثال، مع الطابع الزمني 1767225600 وقيمة nonce n0nce-3f9a1c2b7d4e واستعلام نقطة النهاية أعلاه، تكون السلسلة المطلوب توقيعها:',
  'reportApi.guide.limits': 'الحدود والأخطاء',
  'reportApi.guide.limit.skew':
    'حافظ على مزامنة ساعتك: يُرفض أي طابع زمني يختلف عن ساعة الخادم بأكثر من {skew} ثانية (5 دقائق).',
  'reportApi.guide.limit.nonce':
    'تُرفض قيمة nonce إذا أُعيد استخدامها خلال {minutes} دقيقة. أنشئ قيمة جديدة لكل طلب، بما في ذلك عند إعادة المحاولة.',
  'reportApi.guide.limit.rate':
    'الحد الأقصى {rate} طلب في الثانية لكل مفتاح API؛ وتتلقى الطلبات الزائدة الاستجابة HTTP 429.',
  'reportApi.guide.limit.refused':
    'يؤدي غياب ترويسة، أو مفتاح غير معروف، أو توقيع خاطئ، أو nonce مُعاد استخدامه، أو طابع زمني خارج النطاق إلى الاستجابة HTTP 401 مع code 401 وحقل message يوضح السبب.',
  'reportApi.guide.limit.dates':
    'تؤدي التواريخ غير الصحيحة (تنسيق خاطئ، أو بداية بعد النهاية، أو نهاية بعد اليوم، أو أكثر من {days} يومًا) إلى code 4001 مع ذكر الحقل في errors.',
  'reportApi.guide.limit.rotate':
    'بعد تدوير المفتاح السري، تظل الطلبات الموقّعة بالمفتاح القديم مقبولة لمدة 24 ساعة ثم تُرفض.',
  'reportApi.guide.response': 'الاستجابة',
  'reportApi.guide.responseText':
    'JSON: قيمة code هي 0، ويحتوي result على start وend وgroupBy وlist (إدخال واحد لكل يوم يتضمن date وstatus وأرقام حركة المرور والإيرادات) وtotals وtimeZone ({tz}) وcurrency وupdatedAt. النسب كسور من 0 إلى 1، والمبالغ بالعملة المحددة. الحقل earnings (و earningsEcpm) هو أرباحك المقدّرة، أي الحصة التي تدفعها كشوف الحساب قبل التسويات؛ أما revenue و ecpm فهما إجماليان قبل حصة المنصة.',
  'reportApi.guide.partialText':
    'اليوم يوم جزئي: صفّه يحمل partial: true وthrough، اللحظة التي تصل إليها الأرقام (بداية الساعة الحالية، مثل updatedAt)، ويزداد حتى نهاية اليوم. دون تجميع حسب اليوم أو الساعة، يحملهما كذلك كل صف لفترة تشمل اليوم؛ الساعات كاملة دائمًا.',
  'reportApi.guide.examples': 'أمثلة',
  'reportApi.guide.copyExample': 'نسخ المثال',
  'reportApi.guide.curlNote': 'لـ bash مع openssl وcurl. ضع مفتاحك السري أولًا في متغير البيئة {env}.',
  'reportApi.guide.jsNote':
    'وحدة ES لـ Node.js 18 أو أحدث مع تثبيت الحزمة crypto-js. ضع مفتاحك السري أولًا في متغير البيئة {env}.',
  'reportApi.secret.viewOnly':
    'لا يمكن إظهار السر إلا للحساب الرئيسي (أو لحساب لديه صلاحية «إدارة واجهة API للتقارير»).',
  'reportApi.reveal.title': 'إظهار السر',
  'secretDialog.password.ok': 'متابعة',
  'secretDialog.password.help': 'حفاظًا على أمانك، أدخل كلمة المرور مرة أخرى.',
  'secretDialog.password.label': 'كلمة المرور',
  'secretDialog.password.required': 'أدخل كلمة المرور',
  'secretDialog.once.title': 'احفظ هذا السر الآن',
  'secretDialog.once.text':
    'هذه هي المرة الوحيدة التي يظهر فيها السر. انسخه إلى إعدادات خادمك: بعد ذلك تظهر آخر 4 أحرف منه فقط.',
  'secretDialog.once.copy': 'نسخ السر',
  'secretDialog.once.stored': 'لقد حفظته',
};
