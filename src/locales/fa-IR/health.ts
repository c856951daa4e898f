// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': 'هر آنچه امروز نمایش تبلیغات یا پرداخت‌ها را محدود می‌کند، مهم‌ترین‌ها اول.',
  'health.subtitleChecked':
    'هر آنچه امروز نمایش تبلیغات یا پرداخت‌ها را محدود می‌کند، مهم‌ترین‌ها اول. بررسی‌شده در {at}.',
  'health.count': '{count} مشکل، {blocking} مورد مسدودکننده',
  'health.listLabel': 'مشکلات، مهم‌ترین‌ها اول',
  'health.empty': 'هیچ چیز نمایش تبلیغات یا پرداخت‌های شما را محدود نمی‌کند',
  'health.loadError': 'بارگیری سلامت حساب ممکن نشد.',
  'health.severity.blocking': 'مسدودکننده',
  'health.severity.warning': 'هشدار',
  'health.impact.traffic': '{requests} درخواست تبلیغ و {amount} درآمد در 7 روز گذشته',
  'health.impact.noTraffic': 'در 7 روز گذشته هیچ درخواست تبلیغی نبوده است',
  'health.impact.payable': '{amount} قابل پرداخت',
  'health.impact.nextPayment': '{amount} در پرداخت بعدی',
  'health.fix.app': 'باز کردن برنامه',
  'health.fix.adPosition': 'باز کردن جایگاه تبلیغ',
  'health.fix.statement': 'باز کردن صورت‌حساب',
  'health.fix.payments': 'باز کردن پرداخت‌ها',
  'health.appAds.lineMissing': 'فایل app-ads.txt برنامه {app} سطر این پلتفرم را ندارد',
  'health.appAds.lineMissing.todo':
    'سطری را که در فهرست برنامه‌ها نشان داده می‌شود به app-ads.txt وب‌سایت توسعه‌دهنده اضافه کنید و دوباره بررسی کنید. تا آن زمان خریداران ممکن است از این برنامه بگذرند.',
  'health.appAds.notFound': 'فایل app-ads.txt برای {app} پیدا نشد',
  'health.appAds.notFound.todo':
    'فایل app-ads.txt را با سطر این پلتفرم در ریشه وب‌سایت توسعه‌دهنده منتشر کنید و دوباره بررسی کنید. تا آن زمان خریداران ممکن است از این برنامه بگذرند.',
  'health.appAds.resellerLine': 'فایل app-ads.txt برنامه {app} سطر این پلتفرم را به جای DIRECT با RESELLER آورده است',
  'health.appAds.resellerLine.todo':
    'در وب‌سایت توسعه‌دهنده RESELLER را در آن سطر به DIRECT تغییر دهید و دوباره بررسی کنید. تا آن زمان ممکن است خریداران از این برنامه بگذرند.',
  'health.appAds.otherAccount': 'فایل app-ads.txt برنامه {app} شناسهٔ حساب دیگری برای این پلتفرم دارد',
  'health.appAds.otherAccount.todo':
    'در وب‌سایت توسعه‌دهنده شناسهٔ حساب آن سطر را اصلاح کنید و دوباره بررسی کنید. تا آن زمان ممکن است خریداران از این برنامه بگذرند.',
  'health.notInStore': '{app} در فروشگاهش پیدا نشد',
  'health.notInStore.todo': 'نشانی فروشگاه را اصلاح کنید یا برنامه را «هنوز منتشر نشده» علامت بزنید.',
  'health.notServing.appPending': '{app} در انتظار بررسی است',
  'health.notServing.appPending.todo':
    'تا تأیید نشود تبلیغی نمایش نمی‌دهد. کاری لازم نیست مگر آنکه بررسی تغییری بخواهد.',
  'health.notServing.appRejected': '{app} رد شد: {reason}',
  'health.notServing.appRejected.todo':
    'موارد گفته‌شده در بررسی را اصلاح کنید و برنامه را ذخیره کنید تا دوباره برای بررسی ارسال شود.',
  'health.notServing.appSuspended': '{app} معلق شده است: {reason}',
  'health.notServing.appSuspended.todo': 'تبلیغی نمایش نمی‌دهد. برای بررسی دوباره با پشتیبانی تماس بگیرید.',
  'health.notServing.appDisabled': '{app} خاموش است',
  'health.notServing.appDisabled.todo': 'اگر باید تبلیغ نمایش دهد، آن را در فهرست برنامه‌ها روشن کنید.',
  'health.noImpressions': '{position} در {app} دیروز درخواست تبلیغ داشت اما هیچ نمایشی نداشت',
  'health.noImpressions.todo':
    'یکپارچه‌سازی را بررسی کنید: شناسه واحد {unitId}، نوع تبلیغ و فراخوانی SDK که تبلیغ را نمایش می‌دهد. با یک دستگاه آزمایشی امتحان کنید.',
  'health.statementToConfirm': 'صورت‌حساب {month} در انتظار تأیید شماست',
  'health.statementToConfirm.todo':
    'پیش از {date} آن را تأیید کنید یا به آن اعتراض کنید؛ پس از آن خودبه‌خود تأیید می‌شود.',
  'health.invoiceMissing': 'صورت‌حساب {month} در انتظار فاکتور شماست',
  'health.invoiceMissing.todo': 'فاکتور را بارگذاری کنید: هر ماه فقط پس از صدور فاکتور پرداخت می‌شود.',
  'health.payoutHold.held': 'پرداخت‌ها پس از تغییر حساب بانکی تا {until} نگه داشته شده‌اند',
  'health.payoutHold.held.todo': 'اگر شما آن را تغییر نداده‌اید، در صفحه پرداخت‌ها «{notMe}» را بزنید.',
  'health.payoutHold.frozen': 'پرداخت‌ها مسدود شده‌اند: گزارش شده که تغییر اطلاعات پرداخت از سوی شما نبوده است',
  'health.payoutHold.frozen.todo': 'پشتیبانی پس از بررسی با شما آن‌ها را آزاد می‌کند.',
  'health.payeeDetails': 'اطلاعات گیرنده ناقص است: {fields}',
  'health.payeeDetails.todo': 'آن‌ها را در صفحه پرداخت‌ها اضافه کنید: بدون آن‌ها هیچ پرداختی انجام نمی‌شود.',
  'health.listSeparator': '، ',
};
