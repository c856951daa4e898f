// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': 'Semua yang hari ini membatasi penayangan iklan atau pembayaran, yang terpenting lebih dulu.',
  'health.subtitleChecked':
    'Semua yang hari ini membatasi penayangan iklan atau pembayaran, yang terpenting lebih dulu. Diperiksa {at}.',
  'health.count': '{count} masalah, {blocking} memblokir',
  'health.listLabel': 'Masalah, yang terpenting lebih dulu',
  'health.empty': 'Tidak ada yang membatasi penayangan iklan atau pembayaran Anda',
  'health.loadError': 'Kesehatan akun tidak dapat dimuat.',
  'health.severity.blocking': 'Memblokir',
  'health.severity.warning': 'Peringatan',
  'health.impact.traffic': '{requests} permintaan iklan dan pendapatan {amount} dalam 7 hari terakhir',
  'health.impact.noTraffic': 'Tidak ada permintaan iklan dalam 7 hari terakhir',
  'health.impact.payable': '{amount} terutang',
  'health.impact.nextPayment': '{amount} pada pembayaran berikutnya',
  'health.fix.app': 'Buka aplikasi',
  'health.fix.adPosition': 'Buka posisi iklan',
  'health.fix.statement': 'Buka laporan',
  'health.fix.payments': 'Buka pembayaran',
  'health.appAds.lineMissing': 'app-ads.txt {app} tidak memuat baris platform ini',
  'health.appAds.lineMissing.todo':
    'Tambahkan baris yang ditampilkan di daftar aplikasi ke app-ads.txt di situs web pengembang, lalu periksa lagi. Sampai saat itu pembeli dapat melewati aplikasi ini.',
  'health.appAds.notFound': 'app-ads.txt {app} tidak ditemukan',
  'health.appAds.notFound.todo':
    'Terbitkan app-ads.txt dengan baris platform ini di root situs web pengembang, lalu periksa lagi. Sampai saat itu pembeli dapat melewati aplikasi ini.',
  'health.appAds.resellerLine': 'app-ads.txt {app} menandai baris platform ini RESELLER, bukan DIRECT',
  'health.appAds.resellerLine.todo':
    'Ubah RESELLER menjadi DIRECT di baris itu pada situs web pengembang, lalu periksa lagi. Sampai saat itu pembeli mungkin melewati aplikasi ini.',
  'health.appAds.otherAccount': 'app-ads.txt {app} menyebut ID akun lain untuk platform ini',
  'health.appAds.otherAccount.todo':
    'Perbaiki ID akun di baris itu pada situs web pengembang, lalu periksa lagi. Sampai saat itu pembeli mungkin melewati aplikasi ini.',
  'health.notInStore': '{app} tidak ditemukan di tokonya',
  'health.notInStore.todo': 'Perbaiki URL toko, atau tandai aplikasi sebagai belum diterbitkan.',
  'health.notServing.appPending': '{app} menunggu peninjauan',
  'health.notServing.appPending.todo':
    'Iklan tidak ditayangkan sampai disetujui. Tidak perlu tindakan kecuali peninjauan meminta perubahan.',
  'health.notServing.appRejected': '{app} ditolak: {reason}',
  'health.notServing.appRejected.todo':
    'Perbaiki sesuai hasil peninjauan lalu simpan aplikasi untuk mengirimnya kembali ke peninjauan.',
  'health.notServing.appSuspended': '{app} ditangguhkan: {reason}',
  'health.notServing.appSuspended.todo': 'Iklan tidak ditayangkan. Hubungi dukungan agar ditinjau ulang.',
  'health.notServing.appDisabled': '{app} dinonaktifkan',
  'health.notServing.appDisabled.todo': 'Aktifkan di daftar aplikasi jika aplikasi ini harus menayangkan iklan.',
  'health.noImpressions': '{position} milik {app} menerima permintaan iklan kemarin tetapi tanpa tayangan',
  'health.noImpressions.todo':
    'Periksa integrasi: ID unit {unitId}, jenis iklan, dan panggilan SDK yang menampilkan iklan. Coba dengan perangkat uji.',
  'health.statementToConfirm': 'Laporan {month} menunggu konfirmasi Anda',
  'health.statementToConfirm.todo':
    'Konfirmasi atau ajukan sanggahan sebelum {date}; setelah itu laporan terkonfirmasi otomatis.',
  'health.invoiceMissing': 'Laporan {month} menunggu faktur Anda',
  'health.invoiceMissing.todo': 'Unggah faktur: bulan hanya dibayar setelah ada faktur.',
  'health.payoutHold.held': 'Pembayaran ditahan hingga {until} setelah perubahan rekening bank',
  'health.payoutHold.held.todo': 'Jika bukan Anda yang mengubahnya, jawab "{notMe}" di halaman pembayaran.',
  'health.payoutHold.frozen': 'Pembayaran dibekukan: perubahan detail pembayaran dilaporkan bukan milik Anda',
  'health.payoutHold.frozen.todo': 'Dukungan akan melepasnya setelah memastikan dengan Anda.',
  'health.payeeDetails': 'Detail penerima belum lengkap: {fields}',
  'health.payeeDetails.todo': 'Tambahkan di halaman pembayaran: tanpa data ini tidak ada pembayaran.',
  'health.listSeparator': ', ',
};
