export default {
  'mediaDivide.title': 'Laporan bagi hasil bulanan',
  'mediaDivide.description':
    'Laporan bagi hasil bulanan dibuka di situs keuangan pada tab baru. Konsol tetap terbuka di halaman ini.',
  'mediaDivide.open': 'Buka laporan',
  'mediaDivide.popupHint':
    'Jika tab baru tidak muncul, browser Anda mungkin memblokirnya: izinkan pop-up untuk situs ini atau gunakan tombol di atas.',
  'mediaDivide.notConfigured': 'Alamat laporan belum dikonfigurasi. Silakan hubungi administrator.',
  'mediaDivide.noSession': 'Laporan tidak dapat dibuka saat ini. Silakan masuk kembali, lalu coba lagi.',
};
