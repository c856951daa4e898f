export default {
  'spreadsheet.open': 'นำเข้าสเปรดชีต',
  'spreadsheet.title': 'นำเข้าตำแหน่งโฆษณาจากสเปรดชีต',
  'spreadsheet.intro':
    'หนึ่งแถวต่อหนึ่งตำแหน่งโฆษณา ตามคอลัมน์ของเทมเพลต รองรับ .xlsx, .xls หรือ .csv ไม่เกิน {max} MB และไม่เกิน 5,000 แถว เซิร์ฟเวอร์ตรวจสอบทุกแถวและสร้างแถวที่ถูกต้อง',
  'spreadsheet.template': 'ดาวน์โหลดเทมเพลต (CSV)',
  'spreadsheet.hasHeader': 'แถวแรกเป็นชื่อคอลัมน์',
  'spreadsheet.pick': 'คลิกหรือลากสเปรดชีตมาที่นี่',
  'spreadsheet.pickHint': 'หนึ่งไฟล์: .xlsx, .xls หรือ .csv ต้องไม่ว่าง และไม่เกิน {max} MB',
  'spreadsheet.refused.missing': 'เลือกไฟล์ที่จะนำเข้า',
  'spreadsheet.refused.type': 'ไม่ได้ส่ง “{name}”: นำเข้าได้เฉพาะไฟล์ .xlsx, .xls และ .csv',
  'spreadsheet.refused.empty': 'ไม่ได้ส่ง “{name}”: ไฟล์ว่างเปล่า',
  'spreadsheet.refused.tooLarge': 'ไม่ได้ส่ง “{name}”: ไฟล์ใหญ่กว่า {max} MB',
  'spreadsheet.step.check': 'ตรวจสอบไฟล์',
  'spreadsheet.step.send': 'อัปโหลดและประมวลผล',
  'spreadsheet.step.result': 'ผลลัพธ์',
  'spreadsheet.sending': 'กำลังอัปโหลด “{name}” เซิร์ฟเวอร์กำลังประมวลผล…',
  'spreadsheet.failed': 'นำเข้า “{name}” ไม่ได้',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, other {ยอมรับ {acceptedText} แถว}} {rejected, plural, other {ปฏิเสธ {rejectedText} แถว}}',
  'spreadsheet.result.rejectedTitle': 'แถวที่ถูกปฏิเสธ',
  'spreadsheet.result.row': 'แถว',
  'spreadsheet.result.reason': 'เหตุผล',
};
