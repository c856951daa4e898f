export default {
  'reportApi.loadFailed': 'Kredensial API laporan tidak dapat dimuat.',
  'reportApi.credentials.title': 'Kredensial API',
  'reportApi.apiKey': 'Kunci API',
  'reportApi.secret': 'Kunci rahasia',
  'reportApi.secret.reveal': 'Tampilkan',
  'reportApi.secret.hide': 'Sembunyikan',
  'reportApi.secret.note':
    'Simpan kunci rahasia hanya di server Anda. Siapa pun yang memilikinya dapat membaca laporan Anda; jika bocor, segera ganti.',
  'reportApi.copyKey': 'Salin kunci API',
  'reportApi.copySecret': 'Salin kunci rahasia',
  'reportApi.rotatedAt': 'Kunci rahasia diganti',
  'reportApi.lastUsedAt': 'Terakhir digunakan',
  'reportApi.never': 'Belum pernah',
  'reportApi.previous': 'Rahasia sebelumnya',
  'reportApi.previous.until': 'Masih diterima hingga {time}',
  'reportApi.previous.lastUsed': 'Terakhir dipakai: {time}',
  'reportApi.rotate.button': 'Ganti kunci rahasia',
  'reportApi.rotate.confirmTitle': 'Ganti kunci rahasia?',
  'reportApi.rotate.confirmText':
    'Rahasia baru diterbitkan. Rahasia saat ini tetap berfungsi selama 24 jam agar sistem Anda bisa beralih; setelah itu mendapat 401. Kunci API tetap sama.',
  'reportApi.rotate.ok': 'Ganti',

  'reportApi.guide.title': 'Cara memanggil API laporan',
  'reportApi.guide.intro':
    'Baca data trafik dan pendapatan harian semua aplikasi Anda dari sistem Anda sendiri. Setiap permintaan ditandatangani dengan kunci rahasia; kunci rahasia itu sendiri tidak pernah dikirim.',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'Salin endpoint',
  'reportApi.guide.params': 'Parameter kueri',
  'reportApi.guide.headers': 'Header permintaan',
  'reportApi.guide.col.name': 'Nama',
  'reportApi.guide.col.required': 'Wajib',
  'reportApi.guide.col.description': 'Deskripsi',
  'reportApi.guide.required': 'Wajib',
  'reportApi.guide.optional': 'Opsional',
  'reportApi.guide.param.start': 'Hari pertama, YYYY-MM-DD, dalam zona waktu pelaporan ({tz}).',
  'reportApi.guide.param.end':
    'Hari terakhir (termasuk), YYYY-MM-DD. Tidak boleh setelah hari ini; satu permintaan mencakup maksimal {days} hari.',
  'reportApi.guide.param.groupBy':
    'Dimensi, dipisahkan koma: day, hour (30 hari terakhir), app, adPosition, adType, platform, country. Bawaan: day. Seperti setiap parameter yang Anda kirim, ini ikut ditandatangani.',
  'reportApi.guide.param.filters':
    'Filter, dipisahkan koma, seperti di halaman laporan penyelesaian: ID aplikasi, ID posisi iklan, jenis iklan, platform (android, ios), kode negara (US, CN…). Kosong: semua.',
  'reportApi.guide.param.page':
    'Halaman: page (mulai 1) dan pageSize, paling banyak {rows} baris per panggilan (lebih dari itu dipangkas). total pada jawaban menyebut jumlah baris kueri.',
  'reportApi.guide.param.timeZone':
    'Zona waktu IANA untuk menghitung hari. Bawaan: zona waktu akun Anda ({tz}); {billing} adalah zona waktu penagihan.',
  'reportApi.guide.header.key': 'Kunci API Anda, seperti yang ditampilkan di atas.',
  'reportApi.guide.header.timestamp':
    'Waktu saat ini dalam detik Unix. Selisihnya dengan jam server maksimal {skew} detik.',
  'reportApi.guide.header.nonce':
    'Nilai acak baru untuk setiap permintaan: {min} sampai {max} huruf, angka, _ atau -. Nonce hanya berlaku sekali dan diingat selama {minutes} menit.',
  'reportApi.guide.header.signature':
    'Tanda tangan permintaan dalam hex huruf kecil, dihitung seperti dijelaskan di bawah.',
  'reportApi.guide.signing': 'Menandatangani permintaan',
  'reportApi.guide.step.sort':
    'Urutkan parameter kueri berdasarkan nama. Enkode setiap nama dan nilai dengan encodeURIComponent, tulis sebagai name=value, lalu gabungkan dengan &. Inilah kueri terurut.',
  'reportApi.guide.step.string':
    'Gabungkan timestamp, nonce, dan kueri terurut, masing-masing dipisahkan oleh satu baris baru (\\n), tanpa baris baru di akhir. Inilah string yang ditandatangani.',
  'reportApi.guide.step.hmac':
    'Hitung HMAC-SHA256 dari string yang ditandatangani dengan kunci rahasia Anda sebagai kunci, lalu tulis dalam hex huruf kecil.',
  'reportApi.guide.step.send':
    'Kirim permintaan dengan kueri yang sama dan header X-Api-Key, X-Timestamp, X-Nonce, dan X-Signature. Jangan pernah mengirim kunci rahasia.',
  'reportApi.guide.stringExample':
    'Misalnya, dengan timestamp 1767225600, nonce n0nce-3f9a1c2b7d4e, dan kueri endpoint di atas, string yang ditandatangani adalah:',
  'reportApi.guide.limits': 'Batas dan error',
  'reportApi.guide.limit.skew':
    'Jaga agar jam Anda tetap sinkron: timestamp yang selisihnya lebih dari {skew} detik (5 menit) dari jam server akan ditolak.',
  'reportApi.guide.limit.nonce':
    'Nonce yang dipakai lagi dalam {minutes} menit akan ditolak. Buat nonce baru untuk setiap permintaan, termasuk percobaan ulang.',
  'reportApi.guide.limit.rate': 'Maksimal {rate} permintaan per detik per kunci API; kelebihannya dijawab HTTP 429.',
  'reportApi.guide.limit.refused':
    'Header yang hilang, kunci yang tidak dikenal, tanda tangan yang salah, nonce yang dipakai ulang, atau timestamp di luar rentang dijawab HTTP 401 dengan code 401 dan message yang menyebutkan penyebabnya.',
  'reportApi.guide.limit.dates':
    'Tanggal yang salah (format keliru, awal setelah akhir, akhir setelah hari ini, lebih dari {days} hari) dijawab code 4001 dengan nama field di errors.',
  'reportApi.guide.limit.rotate':
    'Setelah rahasia dirotasi, permintaan yang ditandatangani dengan rahasia lama masih diterima selama 24 jam, lalu ditolak.',
  'reportApi.guide.response': 'Respons',
  'reportApi.guide.responseText':
    'JSON: code 0 dan result yang berisi start, end, groupBy, list (satu entri per hari dengan date, status, serta angka trafik dan pendapatan), totals, timeZone ({tz}), currency, dan updatedAt. Rasio berupa pecahan dari 0 sampai 1; jumlah uang dalam mata uang yang tercantum. Kolom earnings (dan earningsEcpm) adalah perkiraan penghasilan Anda, bagian yang dibayar laporan sebelum penyesuaian; revenue dan ecpm adalah bruto, sebelum bagian platform.',
  'reportApi.guide.partialText':
    'Hari ini adalah hari sebagian: barisnya memiliki partial: true dan through, saat angkanya berakhir (awal jam saat ini, sama dengan updatedAt), dan terus bertambah sampai hari berakhir. Tanpa pengelompokan per hari atau jam, setiap baris periode yang mencakup hari ini juga memilikinya; jam selalu utuh.',
  'reportApi.guide.examples': 'Contoh',
  'reportApi.guide.copyExample': 'Salin contoh',
  'reportApi.guide.curlNote':
    'Untuk bash dengan openssl dan curl. Simpan dulu kunci rahasia Anda di variabel lingkungan {env}.',
  'reportApi.guide.jsNote':
    'Modul ES untuk Node.js 18 atau yang lebih baru dengan paket crypto-js terpasang. Simpan dulu kunci rahasia Anda di variabel lingkungan {env}.',
  'reportApi.secret.viewOnly':
    'Hanya akun utama (atau akun dengan hak "Kelola API laporan") yang dapat menampilkan rahasia.',
  'reportApi.reveal.title': 'Tampilkan rahasia',
  'secretDialog.password.ok': 'Lanjutkan',
  'secretDialog.password.help': 'Demi keamanan, masukkan kata sandi Anda lagi.',
  'secretDialog.password.label': 'Kata sandi Anda',
  'secretDialog.password.required': 'Masukkan kata sandi Anda',
  'secretDialog.once.title': 'Simpan rahasia ini sekarang',
  'secretDialog.once.text':
    'Rahasia hanya ditampilkan kali ini. Salin ke konfigurasi server Anda: setelah ini hanya 4 karakter terakhirnya yang ditampilkan.',
  'secretDialog.once.copy': 'Salin rahasia',
  'secretDialog.once.stored': 'Sudah saya simpan',
};
