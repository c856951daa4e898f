export default {
  'revenueSplit.title': 'Laporan bagi hasil bulanan',
  'revenueSplit.description':
    'Laporan bagi hasil bulanan dibuka di situs keuangan pada tab baru. Konsol tetap terbuka di halaman ini.',
  'revenueSplit.open': 'Buka laporan',
  'revenueSplit.popupHint':
    'Jika tab baru tidak muncul, browser Anda mungkin memblokirnya: izinkan pop-up untuk situs ini atau gunakan tombol di atas.',
  'revenueSplit.notConfigured': 'Alamat laporan belum dikonfigurasi. Silakan hubungi administrator.',
  'revenueSplit.noSession': 'Laporan tidak dapat dibuka saat ini. Silakan masuk kembali, lalu coba lagi.',
};
