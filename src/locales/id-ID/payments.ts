export default {
  'payments.toStatements': 'Laporan bulanan',
  'payments.payments.title': 'Pembayaran',
  'payments.payments.subtitle':
    'Detail pembayaran, pembayaran yang sudah dilakukan, dan berikutnya. Tanggal dalam zona waktu penagihan, {zone}.',
  'payments.profile.title': 'Detail pembayaran',
  'payments.profile.edit': 'Ubah',
  'payments.profile.editTitle': 'Ubah detail pembayaran',
  'payments.profile.save': 'Simpan',
  'payments.profile.payee': 'Nama penerima',
  'payments.profile.method': 'Metode pembayaran',
  'payments.profile.bank': 'Bank',
  'payments.profile.account': 'Rekening bank',
  'payments.profile.swift': 'SWIFT/BIC',
  'payments.profile.swiftRule': 'Kode SWIFT/BIC terdiri dari 8 atau 11 huruf dan angka',
  'payments.profile.taxId': 'NPWP',
  'payments.profile.threshold': 'Ambang pembayaran',
  'payments.profile.thresholdHint':
    'Dalam {currency}, minimal {min}. Saldo yang lebih kecil dibawa ke pembayaran berikutnya.',
  'payments.profile.currency': 'Mata uang',
  'payments.profile.updated': 'Terakhir diubah',
  'payments.profile.changeAccount': 'Ganti rekening bank',
  'payments.profile.codeNote':
    'Rekening baru memerlukan kode verifikasi. Kode dikirim ke {email}, yang juga diberi tahu tentang perubahan ini.',
  'payments.profile.codeNotePayout':
    'Mengubah tujuan pembayaran (penerima, metode, bank, SWIFT, atau NPWP) memerlukan kode verifikasi. Kode dikirim ke {email}, yang juga diberi tahu tentang perubahan ini.',
  'payments.profile.newAccount': 'Nomor rekening baru (IBAN atau lokal)',
  'payments.profile.accountRule': '8 sampai 34 huruf dan angka',
  'payments.profile.code': 'Kode verifikasi',
  'payments.profile.codeRule': 'Kode 6 digit dari email',
  'payments.profile.sendCode': 'Kirim kode',
  'payments.profile.codeSent': 'Kode telah dikirim ke {email}.',
  'payments.history.title': 'Riwayat pembayaran',
  'payments.history.date': 'Dibayar pada',
  'payments.history.months': 'Bulan',
  'payments.history.amount': 'Jumlah',
  'payments.history.reference': 'Referensi',
  'payments.history.empty': 'Belum ada pembayaran',
  'payments.history.carriedIn': 'termasuk {amount} yang dibawa',
  'payments.history.carried':
    '{amount} ({months}) di bawah ambang pembayaran {threshold} dan dibawa ke pembayaran berikutnya.',
  'payments.next.title': 'Pembayaran berikutnya',
  'payments.next.history': 'Pembayaran',
  'payments.next.on': 'Diperkirakan {date}',
  'payments.next.months': 'Untuk {months}',
  'payments.next.nothing': 'Tidak ada bulan berfaktur yang menunggu pembayaran.',
  'payments.next.below': 'Di bawah ambang pembayaran {threshold}: saldo dibawa ke periode berikutnya.',
  'payments.hold.held': 'Pembayaran ditahan hingga {until} karena detail pembayaran diubah pada {changed}.',
  'payments.hold.frozen':
    'Pembayaran dibekukan: perubahan detail pembayaran pada {changed} dilaporkan bukan dilakukan oleh Anda. Dukungan akan membukanya setelah memeriksa bersama Anda.',
  'payments.hold.notMe': 'Ini bukan saya',
  'payments.hold.confirmTitle': 'Bekukan pembayaran dan keluar dari semua sesi?',
  'payments.hold.confirmText':
    'Pembayaran berhenti sampai dukungan membukanya, dan setiap sesi akun Anda serta sub-akunnya berakhir, termasuk sesi ini. Masuk lagi dan ubah kata sandi Anda.',
  'payments.hold.confirmOk': 'Bekukan dan keluar',
  'payments.profile.ownerOnly': 'Hanya akun utama yang dapat mengubah detail pembayaran',
  'payments.profile.thresholdRange': 'Masukkan jumlah dari {min} sampai {max}.',
  'payments.report.owner':
    '{by} melaporkan pada {at} bahwa perubahan rekening bank tanggal {changed} bukan dilakukannya. Hanya Anda yang memutuskan: perubahan ditahan, dan sementara itu pembayaran tetap ke {paying}.',
  'payments.report.sub':
    '{by} melaporkan perubahan rekening bank ini ke akun utama pada {at}. Pembayaran tetap ke {paying} sampai pemilik memutuskan.',
  'payments.report.keep': 'Pertahankan perubahan',
  'payments.report.keepTitle': 'Pertahankan rekening bank baru?',
  'payments.report.keepText':
    'Pilih ini hanya jika Anda yang membuat perubahan. Laporan dihapus, dan rekening baru dibayar setelah masa tahannya berakhir.',
  'payments.report.confirmTitle': 'Laporkan perubahan ini ke akun utama?',
  'payments.report.confirmText':
    'Akun utama diberi tahu dan memutuskan. Sementara itu pembayaran tetap ke rekening bank sebelumnya; tidak ada yang dibekukan dan tidak ada yang dikeluarkan.',
  'payments.report.confirmOk': 'Laporkan ke pemilik',
  'payments.report.notice':
    '{by} melaporkan pada {at} bahwa perubahan rekening bank bukan dilakukannya. Hanya Anda yang memutuskan; sementara itu pembayaran tetap ke rekening sebelumnya.',
  'payments.report.decide': 'Putuskan di halaman Pembayaran',
};
