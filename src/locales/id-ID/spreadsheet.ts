export default {
  'spreadsheet.open': 'Impor spreadsheet',
  'spreadsheet.title': 'Impor posisi iklan dari spreadsheet',
  'spreadsheet.intro':
    'Satu baris untuk setiap posisi iklan, dengan kolom sesuai template. Format yang diterima: .xlsx, .xls, atau .csv hingga {max} MB, maksimal 5.000 baris. Server memeriksa setiap baris dan membuat baris yang valid.',
  'spreadsheet.template': 'Unduh template (CSV)',
  'spreadsheet.hasHeader': 'Baris pertama berisi nama kolom',
  'spreadsheet.pick': 'Klik atau seret spreadsheet ke sini',
  'spreadsheet.pickHint': 'Satu file: .xlsx, .xls, atau .csv, tidak kosong, maksimal {max} MB',
  'spreadsheet.refused.missing': 'Pilih file yang akan diimpor.',
  'spreadsheet.refused.type': '“{name}” tidak dikirim: hanya file .xlsx, .xls, dan .csv yang dapat diimpor.',
  'spreadsheet.refused.empty': '“{name}” tidak dikirim: file kosong.',
  'spreadsheet.refused.tooLarge': '“{name}” tidak dikirim: ukuran file lebih dari {max} MB.',
  'spreadsheet.step.check': 'Periksa file',
  'spreadsheet.step.send': 'Unggah dan proses',
  'spreadsheet.step.result': 'Hasil',
  'spreadsheet.sending': 'Mengunggah “{name}”; server sedang memprosesnya…',
  'spreadsheet.failed': '“{name}” tidak dapat diimpor.',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, other {{acceptedText} baris diterima}}, {rejected, plural, other {{rejectedText} baris ditolak}}.',
  'spreadsheet.result.rejectedTitle': 'Baris yang ditolak',
  'spreadsheet.result.row': 'Baris',
  'spreadsheet.result.reason': 'Alasan',
  'spreadsheet.export.tooManyRows':
    'Ekspor akan berisi {rows} baris, melebihi batas {max} baris per berkas: persempit pilihan lalu ekspor lagi.',
  'spreadsheet.checkOnly': 'Hanya periksa: validasi setiap baris, tanpa membuat apa pun',
  'spreadsheet.result.checked':
    '“{name}” diperiksa: {accepted, plural, other {{acceptedText}}} baris akan dibuat, {rejected, plural, other {{rejectedText}}} baris ditolak. Tidak ada yang dibuat.',
  'spreadsheet.result.createdIds': 'ID posisi iklan yang dibuat: {ids}',
};
