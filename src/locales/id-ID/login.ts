export default {
  'login.subtitle': 'Masuk untuk mengelola aplikasi, posisi iklan, dan pendapatan Anda.',
  'login.account': 'Akun',
  'login.password': 'Kata sandi',
  'login.account.required': 'Silakan masukkan nama akun',
  'login.password.required': 'Silakan masukkan kata sandi',
  'login.remember': 'Ingat nama akun saya',
  'login.submit': 'Masuk',
  'login.failed': 'Gagal masuk, silakan coba lagi',
};
