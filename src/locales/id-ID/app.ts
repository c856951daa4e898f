export default {
  'app.create': 'Buat aplikasi',
  'app.edit': 'Ubah aplikasi',
  'app.createWithAdPosition': 'Aplikasi baru dengan posisi iklan',
  'app.addAdPosition': 'Tambahkan posisi iklan',
  'app.adPositionsOf': '{count} posisi iklan di {name}',
  'app.storeLink': 'Halaman toko {name} (terbuka di tab baru)',

  'app.field.id': 'ID aplikasi',
  'app.field.name': 'Nama aplikasi',
  'app.field.keyword': 'Nama atau paket',
  'app.field.keyword.placeholder': 'Nama aplikasi, nama paket, atau bundle ID',
  'app.field.platform': 'Platform',
  'app.field.packageName': 'Nama paket',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'Paket / bundle ID dan halaman toko',
  'app.field.packageName.help':
    'Sama seperti di toko aplikasi, misalnya com.example.app. Setiap aplikasi Anda di satu platform memiliki nilai sendiri.',
  'app.field.storeUrl': 'URL toko',
  'app.field.category': 'Kategori',
  'app.field.category.placeholder': 'Pilih kategori',
  'app.field.description': 'Deskripsi',
  'app.field.reviewStatus': 'Status peninjauan',
  'app.field.adPositionCount': 'Posisi iklan',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'Aktif atau nonaktif',
  'app.addAdPositionTo': 'Tambahkan posisi iklan ke {name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'Game',
  'app.category.social': 'Sosial',
  'app.category.tools': 'Alat',
  'app.category.news': 'Berita',
  'app.category.video': 'Video',
  'app.category.music': 'Musik',
  'app.category.shopping': 'Belanja',
  'app.category.education': 'Pendidikan',
  'app.category.health': 'Kesehatan & kebugaran',
  'app.category.finance': 'Keuangan',
  'app.category.travel': 'Perjalanan',
  'app.category.lifestyle': 'Gaya hidup',

  'app.review.pending': 'Menunggu peninjauan',
  'app.review.approved': 'Disetujui',
  'app.review.rejected': 'Ditolak',
  'app.review.suspended': 'Ditangguhkan',
  'app.review.legend': 'Arti status peninjauan',
  'app.reviewHelp.pending':
    'Platform sedang meninjau aplikasi. Posisi iklan sudah dapat disiapkan; iklan mulai ditayangkan setelah aplikasi disetujui.',
  'app.reviewHelp.approved': 'Aplikasi lolos peninjauan dan posisi iklannya yang aktif menayangkan iklan.',
  'app.reviewHelp.rejected':
    'Aplikasi tidak lolos peninjauan. Perbaiki sesuai alasan yang diberikan, lalu simpan aplikasi untuk mengirimkannya kembali ke peninjauan.',
  'app.reviewHelp.suspended':
    'Platform menghentikan penayangan iklan di aplikasi ini. Aplikasi tidak dapat diaktifkan atau ditambahi posisi iklan baru.',
  'app.reviewReason': 'Alasan: {reason}',

  'app.newAppPending': 'Aplikasi baru berstatus menunggu peninjauan; iklan mulai ditayangkan setelah disetujui.',
  'app.reviewAgainNote':
    'Mengubah platform, nama paket, atau URL toko aplikasi yang sudah disetujui, atau perubahan apa pun pada aplikasi yang ditolak, akan mengirimkannya kembali ke peninjauan.',

  'app.enableConfirm': 'Aktifkan “{name}”? Posisi iklannya yang aktif akan kembali menayangkan iklan.',
  'app.disableConfirm': 'Nonaktifkan “{name}”? Semua posisi iklannya akan berhenti menayangkan iklan.',
  'app.suspendedCannotEnable': 'Aplikasi yang ditangguhkan tidak dapat diaktifkan.',

  'app.empty.invite':
    'Belum ada aplikasi. Buat aplikasi pertama Anda untuk mulai mendapatkan penghasilan dari posisi iklannya.',
  'app.empty.none': 'Belum ada aplikasi.',
  'app.empty.noMatch': 'Tidak ada aplikasi yang cocok dengan filter ini.',

  'app.rule.packageName': 'Nama paket Android tidak valid (misalnya com.example.app)',
  'app.rule.bundleId': 'Bundle ID iOS tidak valid (misalnya com.example.app)',
  'app.rule.storeUrl': 'Masukkan alamat lengkap yang diawali http:// atau https://',

  'app.flow.step.app': 'Detail aplikasi',
  'app.flow.step.adPosition': 'Posisi iklan pertama',
  'app.flow.step.done': 'Integrasi',
  'app.flow.createAndNext': 'Buat aplikasi dan lanjutkan',
  'app.flow.saveAndNext': 'Simpan aplikasi dan lanjutkan',
  'app.flow.createPosition': 'Buat posisi iklan',
  'app.flow.previous': 'Sebelumnya',
  'app.flow.appCreated':
    'Aplikasi “{name}” (ID {id}) telah dibuat dan menunggu peninjauan. Sekarang tambahkan posisi iklan pertamanya.',
  'app.flow.startOver': 'Mulai ulang dengan aplikasi lain',
  'app.flow.again': 'Tambahkan aplikasi lain',
};
