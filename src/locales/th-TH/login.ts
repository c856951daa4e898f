export default {
  'login.subtitle': 'เข้าสู่ระบบเพื่อจัดการแอป ตำแหน่งโฆษณา และรายได้ของคุณ',
  'login.account': 'บัญชี',
  'login.password': 'รหัสผ่าน',
  'login.account.required': 'โปรดกรอกชื่อบัญชี',
  'login.password.required': 'โปรดกรอกรหัสผ่าน',
  'login.remember': 'จดจำชื่อบัญชีของฉัน',
  'login.submit': 'เข้าสู่ระบบ',
  'login.failed': 'เข้าสู่ระบบไม่สำเร็จ โปรดลองอีกครั้ง',
};
